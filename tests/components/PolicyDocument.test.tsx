import { render, screen, within } from '@testing-library/react';
import { PolicyDocument } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

const sections = [
  { heading: 'Information We Collect', content: <p>Your name and address.</p> },
  { heading: 'How We Use Your Information', content: <p>To ship your order.</p> },
  { heading: 'Contact Us', content: <p>Write to us.</p> },
  { heading: 'Shipping & Returns', content: <p>See our returns page.</p> },
  { heading: 'Contact Us', content: <p>Call us.</p> },
];

describe('PolicyDocument', () => {
  it('renders the title as the h1 and the date with its default label', () => {
    render(<PolicyDocument title="Privacy Policy" date="07/24/2025" sections={sections} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText(/^Effective date:/)).toHaveTextContent('Effective date: 07/24/2025');
    const time = screen.getByText('07/24/2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-07-24');
  });

  it('takes a custom date label and pads short U.S. dates for the machine-readable date', () => {
    render(
      <PolicyDocument title="Terms" dateLabel="Last updated" date="6/10/2025" sections={[]} />,
    );
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 6/10/2025');
    expect(screen.getByText('6/10/2025')).toHaveAttribute('datetime', '2025-06-10');
  });

  it('shows a date it cannot read as plain text', () => {
    render(<PolicyDocument title="Terms" date="June 2025" sections={[]} />);
    expect(screen.getByText(/June 2025/).querySelector('time')).toBeNull();
  });

  it('numbers the sections from 1 as h2 headings with unique ids', () => {
    render(<PolicyDocument title="Terms" date="06/26/2025" sections={sections} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Contact Us',
      '4. Shipping & Returns',
      '5. Contact Us',
    ]);
    expect(headings.map((heading) => heading.id)).toEqual([
      'information-we-collect',
      'how-we-use-your-information',
      'contact-us',
      'shipping-and-returns',
      'contact-us-2',
    ]);
    expect(screen.getByText('Call us.')).toBeInTheDocument();
  });

  it('has a table of contents linking to each section', () => {
    render(<PolicyDocument title="Terms" date="06/26/2025" sections={sections} />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      expect(link).toHaveTextContent(sections[index]!.heading);
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toBe(screen.getAllByRole('heading', { level: 2 })[index]);
    });
    expect(within(contents).getByRole('list').tagName).toBe('OL');
  });

  it('renders the intro before the first section and passes article props through', () => {
    render(
      <PolicyDocument
        title="Shipping Policy"
        date="06/26/2025"
        intro={<p>How and when your orders ship.</p>}
        sections={sections.slice(0, 1)}
        aria-label="Shipping policy"
        className="extra"
      />,
    );
    const article = screen.getByRole('article', { name: 'Shipping policy' });
    expect(article).toHaveClass('zc-policy', 'extra');
    const intro = screen.getByText('How and when your orders ship.');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(intro.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out the table of contents when there are no sections', () => {
    render(<PolicyDocument title="Guarantee" date="06/26/2025" sections={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

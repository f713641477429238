import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { AnnouncementBanner } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

const styles = readFileSync(
  path.join(import.meta.dirname, '../components/AnnouncementBanner/AnnouncementBanner.css'),
  'utf8',
);

describe('AnnouncementBanner', () => {
  it('renders its children', () => {
    render(
      <AnnouncementBanner>
        <p>
          Z-Comm, <strong>Your Online Business Starts Here</strong>
        </p>
      </AnnouncementBanner>,
    );
    expect(screen.getByText('Your Online Business Starts Here')).toBeVisible();
  });

  it('is a landmark named Announcement, so its text is not outside the landmarks', () => {
    render(<AnnouncementBanner>Free shipping this week</AnnouncementBanner>);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      'Free shipping this week',
    );
  });

  it('passes attributes through to the bar', () => {
    render(
      <AnnouncementBanner role="region" aria-label="Announcement" className="extra" id="news">
        Free shipping this week
      </AnnouncementBanner>,
    );
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(bar).toHaveClass('zc-announcement-banner', 'extra');
    expect(bar).toHaveAttribute('id', 'news');
    expect(bar).toHaveTextContent('Free shipping this week');
  });

  it('is hidden by default and shown only from 517 px', () => {
    const compact = styles.replace(/\s+/g, ' ');
    expect(compact).toMatch(
      /@layer zc\.components \{ \.zc-announcement-banner \{[^}]*display: none;/,
    );
    expect(compact).toMatch(
      /@media \(min-width: 517px\) \{ \.zc-announcement-banner \{ display: block; \} \}/,
    );
  });
});

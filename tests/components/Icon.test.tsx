import { render, screen } from '@testing-library/react';
import { Icon, iconNames } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology', () => {
    const { container } = render(<Icon name="truck" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes a named image when given a title', () => {
    render(<Icon name="shield-check" title="Quality certified" />);
    const image = screen.getByRole('img', { name: 'Quality certified' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image.querySelector('title')).toHaveTextContent('Quality certified');
  });

  it('is 24 px by default and takes a size', () => {
    const { container, rerender } = render(<Icon name="star" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    rerender(<Icon name="star" size={40} />);
    expect(svg).toHaveAttribute('width', '40');
    expect(svg).toHaveAttribute('height', '40');
  });

  it('draws with currentColor strokes and passes other props through', () => {
    const { container } = render(<Icon name="anchor" className="extra" data-testid="anchor" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveClass('zc-icon', 'extra');
    expect(screen.getByTestId('anchor')).toBe(svg);
  });

  it('has a drawing for every name in the set', () => {
    expect(iconNames).toHaveLength(27);
    expect(new Set(iconNames).size).toBe(iconNames.length);
    const drawings = new Set<string>();
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg, name).toHaveAttribute('data-icon', name);
      expect(svg?.querySelectorAll('path, circle, rect').length, name).toBeGreaterThan(0);
      drawings.add(svg?.innerHTML ?? '');
      unmount();
    }
    expect(drawings.size).toBe(iconNames.length);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '@zcomm/storefront-ui';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Foundations/Base styles',
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="zc-container" style={{ paddingBlock: 'var(--zc-space-7)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings use the brand's heading face; body text, links and muted text follow the tokens. */
export const Typography: Story = {
  render: () => (
    <div className="zc-stack">
      <h1>Gear built for the long shift</h1>
      <h2>Fast shipping on every order</h2>
      <h3>Returns within 30 days</h3>
      <h4>Support Monday to Friday</h4>
      <p style={{ maxWidth: '65ch' }}>
        Body text sits at a comfortable measure with generous line height. Links like{' '}
        <a href="#shipping">our shipping policy</a> stay underlined, and the{' '}
        <a className="zc-link" href="#returns">
          zc-link class
        </a>{' '}
        styles links outside running text.
      </p>
      <p style={{ color: 'var(--zc-color-text-muted)', fontSize: 'var(--zc-text-sm)' }}>
        Muted text for hints and captions.
      </p>
    </div>
  ),
};

/** `zc-button` on a `<button>` or an `<a>`: three variants, two sizes, disabled. */
export const Buttons: Story = {
  render: () => (
    <div className="zc-stack" data-gap="lg">
      {(['md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--zc-space-3)' }}>
          <button type="button" className="zc-button" data-variant="primary" data-size={size}>
            Get A Quote
          </button>
          <a className="zc-button" data-variant="secondary" data-size={size} href="#services">
            Our services
          </a>
          <button type="button" className="zc-button" data-variant="ghost" data-size={size}>
            Learn more
            <Icon name="arrow-right" size={20} />
          </button>
          <button type="button" className="zc-button" data-size={size} disabled>
            Sending…
          </button>
        </div>
      ))}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--zc-space-3)',
          padding: 'var(--zc-space-5)',
          borderRadius: 'var(--zc-radius)',
          backgroundColor: 'var(--zc-color-surface)',
        }}
      >
        <button type="button" className="zc-button">
          On a surface
        </button>
        <button type="button" className="zc-button" data-variant="secondary">
          Secondary
        </button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getAllByRole('button', { name: 'Get A Quote' })[0];
    await expect(button?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The skip link stays off-screen until it receives keyboard focus. */
export const SkipLink: Story = {
  render: () => (
    <>
      <a className="zc-skip-link" href="#content">
        Skip to content
      </a>
      <p id="content">Press Tab to reveal the skip link in the top-left corner.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    for (const animation of link.getAnimations()) animation.finish();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

const pairs = [
  ['text', 'bg'],
  ['text-muted', 'surface'],
  ['link', 'bg'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-accent', 'accent'],
  ['header-text', 'header-bg'],
  ['footer-text', 'footer-bg'],
  ['footer-muted', 'footer-bg'],
  ['announcement-text', 'announcement-bg'],
  ['danger', 'danger-surface'],
  ['success', 'success-surface'],
] as const;

/** The theme's colour pairs, each meeting WCAG AA. */
export const ColourPairs: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        gap: 'var(--zc-space-3)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {pairs.map(([foreground, background]) => (
        <li
          key={`${foreground}-${background}`}
          style={{
            padding: 'var(--zc-space-4)',
            borderRadius: 'var(--zc-radius)',
            border: '1px solid var(--zc-color-border)',
            backgroundColor: `var(--zc-color-${background})`,
            color: `var(--zc-color-${foreground})`,
          }}
        >
          <strong style={{ display: 'block', fontSize: 'var(--zc-text-xl)' }}>Aa</strong>
          <code style={{ fontSize: 'var(--zc-text-xs)' }}>
            {foreground} on {background}
          </code>
        </li>
      ))}
    </ul>
  ),
};

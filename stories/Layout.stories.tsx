import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, ButtonLink, Container, Section } from '@zcomm/storefront-ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Section and Container',
  component: Section,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { heading: 'Frequently asked questions' },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const faq = [
  { question: 'How long does shipping take?', answer: 'Three to seven business days in the U.S.' },
  { question: 'Can I return an item?', answer: 'Within 30 days of delivery, for a full refund.' },
];

/** A section: the theme's vertical rhythm, a container at the content width, a heading. */
export const WithHeading: Story = {
  args: { children: <Accordion items={faq} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Frequently asked questions' });
    await expect(region).toHaveAttribute('data-slot', 'section');
    await expect(region.querySelector('[data-slot="container"]')).not.toBeNull();
  },
};

/** `tone="surface"`: the theme's surface colour behind the band. */
export const Surface: Story = {
  args: {
    tone: 'surface',
    heading: 'Ready to start?',
    children: <ButtonLink href="/quote">Get A Quote</ButtonLink>,
  },
};

/** `Container` alone: content width and side gutters, for your own layouts. */
export const ContainerOnly: Story = {
  render: () => (
    <Container>
      <p>
        The container centres its content at <code>--zc-content-width</code> with{' '}
        <code>--zc-gutter</code> on each side.
      </p>
    </Container>
  ),
};

// Every export of `@zcomm/storefront-ui`, with the props a real page would pass. No hooks and
// no event handlers here: the Next.js app renders it as a Server Component, the Vite app in the
// browser. Each export sits in an element naming it (or them), so the checks can count them.
import {
  Accordion,
  AnnouncementBanner,
  Banner,
  Button,
  ButtonLink,
  CallToAction,
  CardGrid,
  ComparisonTable,
  ContactForm,
  Container,
  Footer,
  FormAlert,
  FormGrid,
  FormSection,
  FormShell,
  FormThankYou,
  Header,
  Honeypot,
  Icon,
  IdempotencyKey,
  PageMeta,
  PolicyDocument,
  QuoteForm,
  RefusedPostProvider,
  SearchForm,
  Section,
  SelectField,
  SkipLink,
  SubmitButton,
  TextAreaField,
  TextField,
  TrustBadges,
  VisuallyHidden,
} from '@zcomm/storefront-ui';
import { CrewOrder } from './CrewOrder.jsx';
import { ShopSearch } from './ShopSearch.jsx';

const links = [
  { label: 'Services', href: '/services' },
  {
    label: 'Company',
    href: '/about',
    children: [
      { label: 'About', href: '/about' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  { label: 'Contact', href: '/contact' },
];

const refusedPost = {
  action: '/api/contact/refused',
  values: { name: 'Dana', email: 'dana@' },
  errors: { email: 'Enter a valid email address.' },
  labels: { email: 'Email' },
};

/** @param {{ name: string, children: import('react').ReactNode }} props */
function Export({ name, children }) {
  return <div data-export={name}>{children}</div>;
}

/**
 * @param {{ linkComponent?: import('@zcomm/storefront-ui').LinkComponent,
 *           extra?: import('react').ReactNode }} props
 */
export function Showcase({ linkComponent, extra }) {
  return (
    <>
      <Export name="SkipLink">
        <SkipLink>Skip to main content</SkipLink>
      </Export>
      <Export name="AnnouncementBanner">
        <AnnouncementBanner>Free shipping on orders over $50</AnnouncementBanner>
      </Export>
      <Export name="Header">
        <Header
          logo={<strong>Consumer Co.</strong>}
          logoLabel="Consumer Co. home"
          links={links}
          linkComponent={linkComponent}
        />
      </Export>
      <main id="main">
        <Export name="PageMeta">
          <PageMeta title="Consumer Co." description="Every export of the package in one page." />
        </Export>
        <Export name="Banner">
          <Banner
            desktop={{ src: '/banner-desktop.svg', width: 1600, height: 400 }}
            mobile={{ src: '/banner-mobile.svg', width: 800, height: 600 }}
            alt="Consumer Co. banner"
          />
        </Export>
        <Export name="TrustBadges">
          <TrustBadges
            badges={[
              { icon: 'truck', title: 'Fast Shipping', text: 'Out the door in two days.' },
              { icon: 'award', title: 'Quality Certified', text: 'Checked by hand.' },
              { icon: 'refund', title: 'Refund Guarantee', text: 'Full refund within 30 days.' },
            ]}
          />
        </Export>
        <Export name="CardGrid">
          <CardGrid
            heading="What we do"
            cards={[
              { title: 'Web development', description: 'Stores that sell.', href: '/services' },
              { title: 'Fulfillment', description: 'Packed and shipped.', href: '/services' },
            ]}
            linkComponent={linkComponent}
          />
        </Export>
        <Export name="Section">
          <Section heading="Plans and questions">
            <Export name="Icon">
              <p>
                <Icon name="truck" /> Ships from Connecticut
              </p>
            </Export>
            <Export name="VisuallyHidden">
              <p>
                Free returns<VisuallyHidden> within 30 days of delivery</VisuallyHidden>.
              </p>
            </Export>
            <Export name="ComparisonTable">
              <ComparisonTable
                caption="Plans"
                columns={['Service', 'Basic', 'Full']}
                rows={[
                  { label: 'Store setup', values: [true, true] },
                  { label: 'Fulfillment', values: [false, true] },
                ]}
              />
            </Export>
            <Export name="Accordion">
              <Accordion
                items={[
                  {
                    question: 'How long does shipping take?',
                    answer: 'Two to five business days.',
                  },
                  {
                    question: 'Can I return an order?',
                    answer: 'Within 30 days, for a full refund.',
                  },
                ]}
              />
            </Export>
          </Section>
        </Export>
        <Export name="Container">
          <Container style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Export name="Button">
              <Button variant="secondary">Compare plans</Button>
            </Export>
            <Export name="ButtonLink">
              <ButtonLink href="/quote" linkComponent={linkComponent}>
                Get A Quote
              </ButtonLink>
            </Export>
          </Container>
        </Export>
        <Export name="CallToAction">
          <CallToAction
            heading="Ready to start?"
            action={{ label: 'Get A Quote', href: '/quote' }}
            linkComponent={linkComponent}
          />
        </Export>
        <Export name="FormShell FormSection FormGrid TextField SelectField TextAreaField">
          <Section tone="surface">
            <FormShell
              action="/api/newsletter"
              heading="Stay in the loop"
              subheading="A third form, built from the package's primitives."
              submitLabel="Subscribe"
              headingLevel={2}
            >
              <FormSection legend="You">
                <TextField name="email" type="email" label="Email" required />
                <SelectField
                  name="topic"
                  label="Topic"
                  placeholder="Select a topic"
                  options={[
                    { value: 'launches', label: 'Launches' },
                    { value: 'sales', label: 'Sales' },
                  ]}
                />
              </FormSection>
              <FormGrid>
                <TextAreaField name="note" label="Anything else?" wide />
              </FormGrid>
            </FormShell>
          </Section>
        </Export>
        <Section heading="The pieces of a form">
          <Export name="FormThankYou">
            <FormThankYou title="Subscribed" text="The next letter arrives on Monday." />
          </Export>
          <Export name="FormAlert">
            <FormAlert>A failed send shows an alert like this one.</FormAlert>
          </Export>
          <Export name="SubmitButton Honeypot IdempotencyKey">
            <form
              action="/api/ping"
              method="post"
              aria-label="Ping"
              style={{ marginBlock: '1rem' }}
            >
              <Honeypot />
              <IdempotencyKey value="" />
              <SubmitButton busy={false}>Send a ping</SubmitButton>
            </form>
          </Export>
        </Section>
        <Section tone="surface">
          <Export name="ContactForm">
            <ContactForm action="/api/contact" headingLevel={2} />
          </Export>
        </Section>
        <Section tone="surface">
          {/* A post the server refused, as it renders the page again for a browser without a script. */}
          <Export name="RefusedPostProvider">
            <RefusedPostProvider value={refusedPost}>
              <ContactForm action={refusedPost.action} headingLevel={2} heading="Try again" />
            </RefusedPostProvider>
          </Export>
        </Section>
        <Section tone="surface">
          <Export name="QuoteForm">
            <QuoteForm action="/api/quote" headingLevel={2} />
          </Export>
        </Section>
        <Export name="PolicyDocument">
          <PolicyDocument
            title="Privacy Policy"
            date="07/24/2025"
            sections={[
              { heading: 'What we collect', content: 'Your name and e-mail address.' },
              { heading: 'How we use it', content: 'To answer you.' },
            ]}
          />
        </Export>
        <Section heading="Find a product">
          <Export name="SearchForm">
            <SearchForm action="/search" label="Search the catalogue" />
          </Export>
          <ShopSearch />
          <CrewOrder />
        </Section>
        {extra}
      </main>
      <Export name="Footer">
        <Footer
          logo="Consumer Co."
          logoLabel="Consumer Co. home"
          copyright="Consumer Co."
          links={[{ label: 'Privacy', href: '/privacy' }]}
          linkComponent={linkComponent}
        />
      </Export>
    </>
  );
}

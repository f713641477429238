import { ButtonLink, Container, PageMeta } from '@zcomm/storefront-ui';
import { RouterLink } from './link';
import { useSiteInfo } from './site-info';

/** The branded page for an address the site does not have. */
export function NotFoundPage() {
  const { name, lang } = useSiteInfo();
  return (
    <Container as="section" className="shell-message" aria-labelledby="not-found-heading">
      <PageMeta
        title={`Page not found | ${name}`}
        description={`The page you asked for is not on ${name}.`}
        locale={lang}
      />
      <meta name="robots" content="noindex" />
      <p className="shell-message__code">404</p>
      <h1 id="not-found-heading">Page not found</h1>
      <p>
        The page you are looking for has moved or never existed. Check the address, or start again
        from the home page.
      </p>
      <ButtonLink linkComponent={RouterLink} href="/" variant="primary">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}

/** The branded error page, keeping the router's "Unexpected Application Error!" heading. */
export function ErrorPage({ error }: { error: Error }) {
  return (
    <Container as="section" className="shell-message" role="alert" aria-labelledby="error-heading">
      <h1 id="error-heading">Unexpected Application Error!</h1>
      <p className="shell-message__detail">{error.message}</p>
      <p>Something went wrong while showing this page. Reloading usually helps.</p>
      {/* A full page load resets the application state that failed. */}
      <ButtonLink href="/" variant="primary">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}

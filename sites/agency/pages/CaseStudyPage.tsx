import { ButtonLink, Container } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import {
  type CaseStudy,
  type CaseStudyShop,
  caseStudyOf,
  shownFigures,
} from '../content/case-studies';
import type { Screenshot } from '../content/case-study-screens';
import { socialImage } from '../site';
import { CaseStudyLinks } from './CaseStudyLinks';

const pageNames: Record<Screenshot['page'], string> = {
  home: 'Home page',
  product: 'A product page',
};

/** One page of the shop, on a desktop and on a phone, side by side. */
function ScreenPair({ study, page }: { study: CaseStudy; page: Screenshot['page'] }) {
  const screens = study.screens.filter((screen) => screen.page === page);
  if (screens.length === 0) return null;
  return (
    <figure className="agency-case-screens__item" data-slot="case-study-screens">
      <div className="agency-case-screens__images">
        {screens.map((screen) => (
          <img
            key={screen.file}
            className="agency-case-screens__image"
            data-device={screen.device}
            src={screen.src}
            width={screen.width}
            height={screen.height}
            alt={`${study.name}: ${pageNames[page].toLowerCase()} on a ${screen.device}`}
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
      <figcaption>
        {pageNames[page]}, on a desktop and on a phone ({screens.map((s) => s.width).join(' and ')}{' '}
        pixels wide)
      </figcaption>
    </figure>
  );
}

function CaseStudyView({ shop }: { shop: CaseStudyShop }) {
  const study = caseStudyOf(shop);

  return (
    <>
      <SitePageMeta {...study.meta} image={socialImage} type="article" />

      <section className="agency-hero agency-case-hero" aria-labelledby="case-heading">
        <Container className="agency-case-hero__inner">
          <div className="agency-case-hero__copy">
            <p className="agency-eyebrow">Case study</p>
            <h1 id="case-heading" className="agency-hero__heading">
              {study.name}
            </h1>
            <p className="agency-hero__text">{study.summary}</p>
            <div className="agency-actions">
              <ButtonLink href={study.storeUrl} variant="primary" size="lg">
                Visit {study.name}
              </ButtonLink>
              <ButtonLink linkComponent={RouterLink} href="/quote" variant="secondary" size="lg">
                Get A Quote
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>

      <section className="agency-stats" aria-labelledby="figures-heading">
        <Container>
          <h2 id="figures-heading" className="agency-stats__heading">
            Measured from the shop itself
          </h2>
          <dl className="agency-stats__list agency-case-figures" data-slot="case-study-figures">
            {shownFigures(shop).map((figure) => (
              <div key={figure.label} className="agency-stats__item">
                <dt className="agency-stats__label">{figure.label}</dt>
                <dd className="agency-stats__value">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="agency-case-figures__source">
            Taken at build time from the shop’s production build, its catalogue and its terms.
          </p>
        </Container>
      </section>

      <section className="agency-section" aria-labelledby="built-heading">
        <Container>
          <header className="agency-section__header">
            <h2 id="built-heading" className="agency-section__heading">
              What we built
            </h2>
          </header>
          <ul className="agency-case-built">
            {study.built.map((part) => (
              <li key={part.title} className="agency-case-built__item">
                <h3 className="agency-case-built__title">{part.title}</h3>
                <p className="agency-case-built__text">{part.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {study.screens.length > 0 ? (
        <section className="agency-section" data-tone="muted" aria-labelledby="screens-heading">
          <Container>
            <header className="agency-section__header">
              <h2 id="screens-heading" className="agency-section__heading">
                The live store
              </h2>
            </header>
            <div className="agency-case-screens">
              <ScreenPair study={study} page="home" />
              <ScreenPair study={study} page="product" />
            </div>
          </Container>
        </section>
      ) : null}

      <CaseStudyLinks heading="Another store we run" except={study.path} />
    </>
  );
}

export function WorkwearCaseStudyPage() {
  return <CaseStudyView shop="workwear" />;
}

export function SailingCaseStudyPage() {
  return <CaseStudyView shop="sailing" />;
}

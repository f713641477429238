import {
  Banner,
  ButtonLink,
  CardGrid,
  ComparisonTable,
  Container,
  Icon,
} from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import {
  comparison,
  priceGuide,
  serviceCards,
  servicesBannerContent,
  servicesMeta,
  servicesOverview,
} from '../content/services';
import { socialImage } from '../site';
import { CaseStudyLinks } from './CaseStudyLinks';

export function ServicesPage() {
  const banner = servicesBannerContent;

  return (
    <>
      <SitePageMeta {...servicesMeta} image={socialImage} />

      <Banner
        className="agency-banner"
        desktop={banner.desktop}
        mobile={banner.mobile}
        alt={banner.alt}
        priority
      >
        <h1>{banner.heading}</h1>
        <p>{banner.text}</p>
        <ButtonLink linkComponent={RouterLink} href="/quote" variant="primary" size="lg">
          Get A Quote
        </ButtonLink>
      </Banner>

      <section className="agency-section" aria-labelledby="overview-heading">
        <Container>
          <header className="agency-section__header">
            <h2 id="overview-heading" className="agency-section__heading">
              {servicesOverview.heading}
            </h2>
            <p className="agency-section__intro">{servicesOverview.intro}</p>
          </header>
          <div className="agency-features">
            {servicesOverview.sections.map((service) => (
              <section
                key={service.id}
                id={service.id}
                className="agency-feature"
                aria-labelledby={`${service.id}-heading`}
              >
                <div className="agency-feature__copy">
                  <h3 id={`${service.id}-heading`} className="agency-feature__title">
                    {service.title}
                  </h3>
                  <p className="agency-feature__text">{service.summary}</p>
                  <ul className="agency-checklist">
                    {service.includes.map((item) => (
                      <li key={item}>
                        <Icon name="check" size={20} />
                        {item}
                      </li>
                    ))}
                  </ul>
                  <p className="agency-feature__note">
                    <strong>Ideal for:</strong> {service.idealFor}
                  </p>
                </div>
                <img
                  className="agency-feature__image"
                  src={service.image.src}
                  width={service.image.width}
                  height={service.image.height}
                  alt={service.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </section>
            ))}
          </div>
        </Container>
      </section>

      <section className="agency-section" data-tone="muted" aria-labelledby="compare-heading">
        <Container>
          <header className="agency-section__header">
            <h2 id="compare-heading" className="agency-section__heading">
              Compare Services
            </h2>
            <p className="agency-section__intro">
              See at a glance what each service covers. Not sure which fits? Ask us and we will
              recommend the right mix for your store.
            </p>
          </header>
          <ComparisonTable {...comparison} />
        </Container>
      </section>

      <section className="agency-section" aria-labelledby="price-guide-heading">
        <Container>
          <header className="agency-section__header">
            <h2 id="price-guide-heading" className="agency-section__heading">
              {priceGuide.heading}
            </h2>
            <p className="agency-section__intro">{priceGuide.intro}</p>
          </header>
          <dl className="agency-price-guide" data-slot="price-guide">
            {priceGuide.ranges.map((range) => (
              <div key={range.value} className="agency-price-guide__item">
                <dt className="agency-price-guide__range">{range.label}</dt>
                <dd className="agency-price-guide__scope">{range.scope}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink linkComponent={RouterLink} href="/quote" variant="primary">
            Get a fixed quote
          </ButtonLink>
        </Container>
      </section>

      <CaseStudyLinks tone="muted" />

      <CardGrid
        className="agency-services-grid"
        heading={serviceCards.heading}
        cards={serviceCards.cards}
        linkComponent={RouterLink}
      />
    </>
  );
}

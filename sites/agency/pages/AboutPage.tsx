import { Banner, ButtonLink, Container, Icon } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { aboutBannerContent, aboutMeta, mission, offers, whyChooseUs } from '../content/about';
import { socialImage } from '../site';
import { CaseStudyLinks } from './CaseStudyLinks';
import { KeepHyphenated } from './KeepHyphenated';

export function AboutPage() {
  const banner = aboutBannerContent;

  return (
    <>
      <SitePageMeta {...aboutMeta} image={socialImage} />

      <Banner
        className="agency-banner"
        desktop={banner.desktop}
        mobile={banner.mobile}
        alt={banner.alt}
        priority
      >
        <h1>
          <KeepHyphenated text={banner.heading} />
        </h1>
        <p>{banner.text}</p>
        <ButtonLink
          linkComponent={RouterLink}
          href={banner.action.href}
          variant="primary"
          size="lg"
        >
          {banner.action.label}
        </ButtonLink>
      </Banner>

      <section className="agency-section" aria-labelledby="mission-heading">
        <Container className="agency-split">
          <div>
            <p className="agency-eyebrow">Why we exist</p>
            <h2 id="mission-heading" className="agency-section__heading">
              {mission.heading}
            </h2>
          </div>
          <div className="agency-prose agency-prose--lead">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>

      <section className="agency-section" data-tone="muted" aria-labelledby="offers-heading">
        <Container>
          <header className="agency-section__header">
            <h2 id="offers-heading" className="agency-section__heading">
              {offers.heading}
            </h2>
            <p className="agency-section__intro">{offers.intro}</p>
          </header>
          <ul className="agency-offers">
            {offers.items.map((offer) => (
              <li key={offer.title} className="agency-offers__item">
                <span className="agency-icon-badge">
                  <Icon name={offer.icon} size={28} />
                </span>
                <h3 className="agency-offers__title">
                  <KeepHyphenated text={offer.title} />
                </h3>
                <p className="agency-offers__text">{offer.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="agency-section" aria-labelledby="why-heading">
        <Container>
          <header className="agency-section__header">
            <h2 id="why-heading" className="agency-section__heading">
              {whyChooseUs.heading}
            </h2>
            <p className="agency-section__intro">{whyChooseUs.intro}</p>
          </header>
          <ul className="agency-features">
            {whyChooseUs.qualities.map((quality) => (
              <li key={quality.title} className="agency-feature">
                <div className="agency-feature__copy">
                  <h3 className="agency-feature__title">
                    <KeepHyphenated text={quality.title} />
                  </h3>
                  <p className="agency-feature__text">{quality.text}</p>
                </div>
                <img
                  className="agency-feature__image"
                  src={quality.image.src}
                  width={quality.image.width}
                  height={quality.image.height}
                  alt={quality.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CaseStudyLinks tone="muted" />
    </>
  );
}

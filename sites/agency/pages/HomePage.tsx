import { ButtonLink, CardGrid, Container, Icon } from '@zcomm/storefront-ui';
import { useAuth } from '../../shared/shell/auth';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { hero, homeMeta, process, serviceCards, stats, whoWeAre } from '../content/home';
import { heroIllustration } from '../content/images';
import { socialImage } from '../site';
import { CaseStudyLinks } from './CaseStudyLinks';

export function HomePage() {
  const { currentUser } = useAuth();
  const name = currentUser?.name?.trim();

  return (
    <>
      <SitePageMeta {...homeMeta} image={socialImage} />

      <section className="agency-hero" aria-labelledby="home-heading">
        <Container className="agency-hero__inner">
          <div className="agency-hero__copy">
            {currentUser ? (
              <p className="agency-hero__greeting">
                {name ? `Welcome back, ${name}!` : 'Welcome back!'}
              </p>
            ) : null}
            <p className="agency-eyebrow">{hero.eyebrow}</p>
            <h1 id="home-heading" className="agency-hero__heading">
              {hero.heading}
            </h1>
            <p className="agency-hero__text">{hero.text}</p>
            <div className="agency-actions">
              <ButtonLink
                linkComponent={RouterLink}
                href={hero.primaryAction.href}
                variant="primary"
                size="lg"
              >
                {hero.primaryAction.label}
              </ButtonLink>
              <ButtonLink
                linkComponent={RouterLink}
                href={hero.secondaryAction.href}
                variant="secondary"
                size="lg"
              >
                {hero.secondaryAction.label}
              </ButtonLink>
            </div>
          </div>
          <img
            className="agency-hero__art"
            src={heroIllustration.src}
            width={heroIllustration.width}
            height={heroIllustration.height}
            alt={heroIllustration.alt}
            fetchPriority="high"
          />
        </Container>
      </section>

      <section className="agency-section" aria-labelledby="who-we-are-heading">
        <Container className="agency-split">
          <div>
            <p className="agency-eyebrow">Who we are</p>
            <h2 id="who-we-are-heading" className="agency-section__heading">
              {whoWeAre.heading}
            </h2>
          </div>
          <div className="agency-prose">
            {whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className="agency-checklist">
              {whoWeAre.points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={20} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section className="agency-section" data-tone="muted" aria-labelledby="process-heading">
        <Container>
          <header className="agency-section__header">
            <p className="agency-eyebrow">Our process</p>
            <h2 id="process-heading" className="agency-section__heading">
              {process.heading}
            </h2>
            <p className="agency-section__intro">{process.intro}</p>
          </header>
          <ol className="agency-steps">
            {process.steps.map((step, index) => (
              <li key={step.title} className="agency-steps__item">
                <span className="agency-steps__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="agency-steps__title">{step.title}</h3>
                <p className="agency-steps__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="agency-stats" aria-labelledby="stats-heading">
        <Container>
          <h2 id="stats-heading" className="agency-stats__heading">
            {stats.heading}
          </h2>
          <dl className="agency-stats__list">
            {stats.items.map((stat) => (
              <div key={stat.value} className="agency-stats__item">
                <dt className="agency-stats__label">{stat.label}</dt>
                <dd className="agency-stats__value">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <CaseStudyLinks />

      <CardGrid
        className="agency-services-grid"
        data-columns={serviceCards.length}
        heading="Our Services"
        cards={serviceCards}
        linkComponent={RouterLink}
      />
    </>
  );
}

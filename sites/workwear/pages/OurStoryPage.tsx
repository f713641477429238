import { ButtonLink, Container, Icon } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import shareImage from '../assets/share/home.jpg';
import storyImage from '../assets/story.svg';
import { story } from '../content/story';
import { socialLinks, workwear } from '../site';

export function OurStoryPage() {
  return (
    <>
      <SitePageMeta
        title="Our Story"
        description={`${workwear.name} makes ANSI-compliant high-visibility workwear from ${workwear.headquarters}, with ${workwear.associates}. Hard work, dependability, honesty and trust.`}
        keywords={[
          'Beacon Workwear',
          'about us',
          'hi-vis workwear company',
          'Guilford Connecticut',
        ]}
        image={shareImage}
      />
      <div className="workwear-story">
        <Container as="section" className="workwear-story__intro" aria-labelledby="story-heading">
          <div className="workwear-story__text">
            <h1 id="story-heading" className="workwear-page-heading">
              {story.heading}
            </h1>
            <p className="workwear-story__lead">{story.lead}</p>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <img
            className="workwear-story__image"
            src={storyImage}
            width={640}
            height={560}
            alt="A yellow hard hat resting on a folded high-visibility vest with reflective tape and a tape measure."
          />
        </Container>

        <Container as="dl" className="workwear-story__facts">
          {story.facts.map((fact) => (
            <div key={fact.label} className="workwear-story__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Container>

        <Container as="section" className="workwear-story__values" aria-labelledby="values-heading">
          <h2 id="values-heading" className="workwear-section-heading">
            {story.valuesHeading}
          </h2>
          <ul className="workwear-story__value-list">
            {story.values.map((value) => (
              <li key={value.title} className="workwear-story__value">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </Container>

        <Container as="section" className="workwear-story__social" aria-labelledby="social-heading">
          <h2 id="social-heading" className="workwear-section-heading">
            {story.socialHeading}
          </h2>
          <p>{story.socialText}</p>
          <ul className="workwear-story__social-list">
            {socialLinks.map((profile) => (
              <li key={profile.network}>
                <ButtonLink
                  variant="secondary"
                  href={profile.href}
                  rel="noopener"
                  aria-label={profile.label}
                >
                  <Icon name={profile.network} size={20} />
                  <span aria-hidden="true">
                    {profile.network === 'facebook' ? 'Facebook' : 'Instagram'}
                  </span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </>
  );
}

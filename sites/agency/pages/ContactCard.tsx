import { Icon } from '@zcomm/storefront-ui';
import { agency, phoneHref } from '../site';

export interface ContactCardProps {
  heading: string;
  text?: string;
}

/** The agency's phone, e-mail, hours and location, beside the forms. */
export function ContactCard({ heading, text }: ContactCardProps) {
  return (
    <div className="agency-help-card">
      <h2 className="agency-help-card__heading">{heading}</h2>
      {text ? <p>{text}</p> : null}
      <ul className="agency-contact-list">
        <li>
          <Icon name="phone" size={20} />
          <a href={phoneHref}>{agency.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={20} />
          <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </li>
        <li>
          <Icon name="headset" size={20} />
          {agency.hours}
        </li>
        <li>
          <Icon name="map-pin" size={20} />
          {agency.location}
        </li>
      </ul>
    </div>
  );
}

import type { TenantContact } from '@zcomm/site-data/types';
import { Icon } from '@zcomm/storefront-ui';
import type { ReactNode } from 'react';
import './shop-contact.css';

interface ShopContactProps {
  /** The business, as its letters are addressed. */
  name: string;
  /** Its e-mail, phone and postal address, from its tenant record. */
  contact: TenantContact;
  heading: string;
  /** What the panel says above the details. */
  children: ReactNode;
  /** A line under the details. */
  note?: ReactNode;
}

/** A digits-only `tel:` link for a U.S. number as people write it. */
function telephoneLink(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** A shop's contact panel beside its form: e-mail, phone and postal address. */
export function ShopContact({ name, contact, heading, children, note }: ShopContactProps) {
  const { email, phone, address } = contact;
  return (
    <aside className="shop-contact" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{heading}</h2>
      <p>{children}</p>
      <address className="shop-contact__address">
        <ul className="shop-contact__list">
          <li>
            <Icon name="mail" size={20} />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            <Icon name="phone" size={20} />
            <a href={telephoneLink(phone)}>{phone}</a>
          </li>
          <li>
            <Icon name="map-pin" size={20} />
            <span>
              {name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </span>
          </li>
        </ul>
      </address>
      {note ? <p className="shop-contact__note">{note}</p> : null}
    </aside>
  );
}

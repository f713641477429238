import { agency, phoneHref } from '../../site';

/** The agency's contact lines, closing every policy. */
export function ContactDetails({ lead }: { lead: string }) {
  return (
    <>
      <p>{lead}</p>
      <ul>
        <li>
          E-mail: <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </li>
        <li>
          Phone: <a href={phoneHref}>{agency.phone}</a> ({agency.hours})
        </li>
        <li>
          Location: {agency.name}, {agency.location}, United States
        </li>
      </ul>
    </>
  );
}

/** Names the lead and reply e-mails print: a site's brand name, and an address's domain. */
import { type SiteId, siteIds, tenantOf } from '@zcomm/site-data/tenants';

/** A site's brand name, or the id itself for a site no tenant has (an old lead's). */
export function siteName(site: string): string {
  return siteIds.includes(site as SiteId) ? tenantOf(site as SiteId).name : site;
}

/** The domain of an address (`Name <a@b>` or `a@b`), for Message-IDs. */
export function domainOf(mailbox: string): string {
  const address = mailbox.match(/<([^<>]+)>\s*$/)?.[1] ?? mailbox;
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

import { Button, ButtonLink, VisuallyHidden } from '@zcomm/storefront-ui';
import { Link } from 'react-router-dom';
import { siteOptions } from './format';
import { exportUrl, type InboxQuery, type SiteCounts } from './inbox-api';
import { listSearch } from './query';

const none: SiteCounts = { new: 0, in_progress: 0, done: 0 };

function total(counts: Record<string, SiteCounts>): SiteCounts {
  const sum = { ...none };
  for (const site of Object.values(counts)) {
    sum.new += site.new;
    sum.in_progress += site.in_progress;
    sum.done += site.done;
  }
  return sum;
}

/** One site's link: its name, its new leads in a badge, and the rest for screen readers. */
function SiteLink({
  to,
  name,
  counts,
  current,
}: {
  to: string;
  name: string;
  counts: SiteCounts | undefined;
  current: boolean;
}) {
  return (
    <Link className="inbox-site" to={to} aria-current={current ? 'page' : undefined}>
      <span>{name}</span>{' '}
      {counts ? (
        <>
          <span className="inbox-site__new" data-zero={counts.new === 0 ? '' : undefined}>
            {counts.new.toLocaleString('en-US')} new
          </span>
          <VisuallyHidden>
            , {counts.in_progress.toLocaleString('en-US')} in progress,{' '}
            {counts.done.toLocaleString('en-US')} done
          </VisuallyHidden>
        </>
      ) : null}
    </Link>
  );
}

/**
 * The inbox's navigation: the title, the Inbox and Spam views, the export of what the list
 * shows, and every site that takes leads with its new ones counted (each link filters the list
 * by that site; the server counts the sites with a form).
 */
export function InboxNav({
  query,
  counts,
  times,
}: {
  query: InboxQuery;
  counts: Record<string, SiteCounts> | undefined;
  /** "Reports": whether its panel (`panelId`) is open, and the toggle. */
  times: { open: boolean; panelId: string; onToggle: () => void };
}) {
  const first = { ...query, cursor: '' };
  return (
    <>
      <div className="inbox__top">
        <h1 className="inbox__heading">Inbox</h1>
        <nav className="inbox__views" aria-label="Views">
          <Link
            className="inbox__view"
            to={listSearch({ ...first, spam: false })}
            aria-current={query.spam ? undefined : 'page'}
          >
            Inbox
          </Link>
          <Link
            className="inbox__view"
            to={listSearch({ ...first, spam: true })}
            aria-current={query.spam ? 'page' : undefined}
          >
            Spam
          </Link>
        </nav>
        <Button
          type="button"
          variant="ghost"
          className="inbox__times-toggle"
          aria-expanded={times.open}
          aria-controls={times.open ? times.panelId : undefined}
          onClick={times.onToggle}
        >
          Reports
        </Button>
        <ButtonLink className="inbox__export" variant="secondary" href={exportUrl(query)} download>
          Export CSV
        </ButtonLink>
      </div>
      <nav className="inbox__sites" aria-label="Sites">
        <ul className="inbox__site-list">
          <li>
            <SiteLink
              to={listSearch({ ...first, site: '' })}
              name="All sites"
              counts={counts ? total(counts) : undefined}
              current={query.site === ''}
            />
          </li>
          {siteOptions
            .filter((site) => counts?.[site.value] || site.value === query.site)
            .map((site) => (
              <li key={site.value}>
                <SiteLink
                  to={listSearch({ ...first, site: site.value })}
                  name={site.label}
                  counts={counts ? (counts[site.value] ?? none) : undefined}
                  current={query.site === site.value}
                />
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

import { localHostOf } from '@zcomm/site-data/hosts';
import { hostTable } from '@zcomm/site-data/views/host-table';

/** The list of the six local sites, shown on bare localhost when no server page exists. */
export function SiteIndex({ port }: { port: string }) {
  return (
    <main className="shell-index">
      <h1>Local sites</h1>
      <ul>
        {hostTable.sites.map(({ id }) => {
          const href = `http://${localHostOf(id)}${port ? `:${port}` : ''}/`;
          return (
            <li key={id}>
              <a href={href}>{href}</a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

/** The plain page for a host that is none of ours. */
export function UnknownHost() {
  return (
    <main className="shell-index">
      <h1>Unknown site</h1>
      <p>No site is served at this address.</p>
    </main>
  );
}

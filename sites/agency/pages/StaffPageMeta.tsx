import { useSiteInfo } from '../../shared/shell/site-info';

/**
 * The head of a staff page: its title, and a robots rule that keeps it out of search results
 * (the server also sends `X-Robots-Tag: noindex` and `Cache-Control: no-store`).
 */
export function StaffPageMeta({ title }: { title: string }) {
  const { name } = useSiteInfo();
  return (
    <>
      <title>{`${title} | ${name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

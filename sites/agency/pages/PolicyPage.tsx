import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import type { Policy } from '../content/policies/types';
import { socialImage } from '../site';

/** One policy route: the policy's metadata and its document. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const { meta, ...document } = policy;
  return (
    <>
      <SitePageMeta {...meta} image={socialImage} />
      <PolicyDocument className="agency-policy" {...document} />
    </>
  );
}

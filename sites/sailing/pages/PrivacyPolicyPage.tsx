import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { privacyPolicy } from '../content/privacy';
import { sailing } from '../site';

export function PrivacyPolicyPage() {
  return (
    <>
      <SitePageMeta
        title="Privacy Policy"
        description={`What ${sailing.name} collects when you shop, how it is used and shared, and your rights over it.`}
      />
      <PolicyDocument {...privacyPolicy} />
    </>
  );
}

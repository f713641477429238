import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { privacyPolicy } from '../content/privacy';
import { workwear } from '../site';

export function PrivacyPage() {
  return (
    <>
      <SitePageMeta
        title="Privacy Policy"
        description={`How ${workwear.name} collects, uses and protects your personal information, and the choices you have.`}
      />
      <PolicyDocument {...privacyPolicy} />
    </>
  );
}

import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/page-meta';
import { privacyPolicy } from '../content/privacy';
import { termsOfService } from '../content/terms';
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

export function TermsPage() {
  return (
    <>
      <SitePageMeta
        title="Terms of Service"
        description={`The terms for shopping with ${workwear.name}: orders, U.S. shipping, returns, exchanges, refunds and more.`}
      />
      <PolicyDocument {...termsOfService} />
    </>
  );
}

import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { termsOfService } from '../content/terms';
import { workwear } from '../site';

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

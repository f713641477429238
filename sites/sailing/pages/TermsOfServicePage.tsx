import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { termsOfService } from '../content/terms';
import { sailing } from '../site';

export function TermsOfServicePage() {
  return (
    <>
      <SitePageMeta
        title="Terms of Service"
        description={`The terms for using the ${sailing.name} website and buying sailing-event apparel from our store.`}
      />
      <PolicyDocument {...termsOfService} />
    </>
  );
}

import { PolicyDocument } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/page-meta';
import {
  guaranteePolicy,
  type Policy,
  privacyPolicy,
  returnsPolicy,
  shippingPolicy,
  termsOfService,
} from '../content/policies';
import { socialImage } from '../site';

function PolicyPage({ policy }: { policy: Policy }) {
  const { meta, ...document } = policy;
  return (
    <>
      <SitePageMeta {...meta} image={socialImage} />
      <PolicyDocument className="agency-policy" {...document} />
    </>
  );
}

export function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}

export function ShippingPage() {
  return <PolicyPage policy={shippingPolicy} />;
}

export function ReturnsPage() {
  return <PolicyPage policy={returnsPolicy} />;
}

export function GuaranteePage() {
  return <PolicyPage policy={guaranteePolicy} />;
}

export function TermsPage() {
  return <PolicyPage policy={termsOfService} />;
}

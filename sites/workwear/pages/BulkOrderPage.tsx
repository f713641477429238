import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { Container } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { BulkOrderForm, BulkOrderSteps } from '../../shared/shop/bulk-order-form';
import shareImage from '../assets/share/home.jpg';
import { storePolicies, workwear } from '../site';

/** Beacon Workwear's bulk order, at `/bulk-order`: a crew's pieces, priced by quote. */
export function BulkOrderPage() {
  return (
    <>
      <SitePageMeta
        title="Bulk Order Quote"
        description={`Outfitting a crew? Send ${workwear.name} your sizes and quantities, with your logo if you like, and get a volume price.`}
        keywords={['bulk workwear order', 'crew pricing', 'hi-vis with logo']}
        image={shareImage}
      />
      <Container className="shell-bulk-page">
        <BulkOrderForm
          form="bulk-order"
          subheading={`Orders of ${workwearShop.quoteFromPieces} pieces or more, or with your logo, get a volume price. Check the pieces, tell us who you are, and we quote you.`}
          thankYouNext={`Our team replies with your quote to the e-mail address you gave, ${storePolicies.supportHours}, usually within one business day.`}
        />
        <BulkOrderSteps
          steps={[
            'Check the sizes and quantities, and add your logo file if you want it on the pieces.',
            'We reply within one business day with a price for every line, logo included.',
            'Agree, and we send you a checkout link for exactly those pieces at that price.',
          ]}
          note={`Questions first? Call ${workwear.phone} or write to ${workwear.email}, ${storePolicies.supportHours}.`}
        />
      </Container>
    </>
  );
}

import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { Container } from '@zcomm/storefront-ui';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { BulkOrderForm, BulkOrderSteps } from '../../shared/shop/bulk-order-form';
import shareImage from '../assets/share/home.jpg';
import { sailing } from '../site';

/** Off Soundings' bulk order, at `/bulk-order`: a crew's or a club's pieces, priced by quote. */
export function BulkOrderPage() {
  return (
    <>
      <SitePageMeta
        title="Team Order Quote"
        description={`Outfitting a crew, a club or a regatta? Send ${sailing.name} your sizes and quantities, with your burgee or logo if you like, and get a team price.`}
        keywords={['crew shirts order', 'regatta team apparel', 'sailing club logo apparel']}
        image={shareImage}
      />
      <Container className="shell-bulk-page">
        <BulkOrderForm
          form="sailing-bulk-order"
          subheading={`Orders of ${sailingShop.quoteFromPieces} pieces or more, or with your logo, get a team price. Check the pieces, tell us who you are, and we quote you.`}
          thankYouNext="We'll reply with your quote to the e-mail address you gave, usually within one business day."
        />
        <BulkOrderSteps
          steps={[
            'Check the sizes and quantities, and add your club burgee or logo if you want it on the pieces.',
            'We reply within one business day with a team price for every line, logo included.',
            'Agree, and we send you a checkout link for exactly those pieces at that price.',
          ]}
          note={`Questions first? Call ${sailing.phone} or write to ${sailing.email}.`}
        />
      </Container>
    </>
  );
}

import { escapeHtml } from '../html.ts';
import { CURRENCY, type ShopIndex, slugify } from '../model.ts';
import type { TypeResolvers } from './context.ts';

function policy(shop: ShopIndex, number: number, title: string, body: string) {
  return {
    id: `gid://shopify/ShopPolicy/${shop.shopId.split('/').at(-1)}${number}`,
    handle: slugify(title),
    title,
    url: `https://${shop.catalogue.domain}/policies/${slugify(title)}`,
    body: `<p>${escapeHtml(body)}</p>`,
  };
}

/** `Shop`: the demonstration shop's name, money format, domain and policies. */
export const Shop: TypeResolvers<ShopIndex> = {
  id: (shop) => shop.shopId,
  name: (shop) => shop.catalogue.name,
  description: (shop) => shop.catalogue.description,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Shopify money format, not a template literal
  moneyFormat: () => '${{amount}}',
  paymentSettings: () => ({
    currencyCode: CURRENCY,
    countryCode: 'US',
    enabledPresentmentCurrencies: [CURRENCY],
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
    supportedDigitalWallets: [],
    cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
    shopifyPaymentsAccountId: null,
  }),
  primaryDomain: (shop) => ({
    host: shop.catalogue.domain,
    sslEnabled: true,
    url: `https://${shop.catalogue.domain}`,
  }),
  shipsToCountries: () => ['US'],
  privacyPolicy: (shop) =>
    policy(
      shop,
      1,
      'Privacy Policy',
      `${shop.catalogue.name} is a demonstration shop; it keeps no personal data.`,
    ),
  termsOfService: (shop) =>
    policy(
      shop,
      2,
      'Terms of Service',
      `${shop.catalogue.name} is a demonstration shop; no order is ever fulfilled.`,
    ),
  refundPolicy: (shop) =>
    policy(
      shop,
      3,
      'Refund Policy',
      'Nothing is charged in this demonstration shop, so there is nothing to refund.',
    ),
  shippingPolicy: (shop) =>
    policy(shop, 4, 'Shipping Policy', 'Orders in this demonstration shop are never shipped.'),
  subscriptionPolicy: () => null,
  brand: () => null,
  metafield: () => null,
  metafields: (_shop, args) =>
    (Array.isArray(args.identifiers) ? args.identifiers : []).map(() => null),
};

/**
 * The field translation a gateway runs when the pinned schema has dropped fields a fixed
 * document asks for: against a schema without the four deprecated fields the Buy Button sends
 * (`DEPRECATED_FIELDS_SENT`), every shopify-buy call still works through the simulator — the
 * translated document validates there, and the answer comes back in the shape asked, with
 * `null` (or the documented replacement's value) where the removed fields were.
 */
import { createRequire } from 'node:module';
import { parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogues, sailingCatalogue, workwearCatalogue } from '../src/catalogue/index.ts';
import { conformanceErrors } from '../src/conformance.ts';
import { createStorefront } from '../src/engine.ts';
import type { StorefrontResponse } from '../src/response.ts';
import { storefrontSchema } from '../src/schema.ts';
import { DEPRECATED_FIELDS_SENT, withoutFields } from '../src/schema-drift.ts';
import { fillResponse, translateDocument } from '../src/translation.ts';

const removedSchema = withoutFields(storefrontSchema, DEPRECATED_FIELDS_SENT);
const storefront = createStorefront({ catalogues });
const urls = {
  image: (file: string) => `/images/${file}`,
  checkout: (token: string) => `/c/${token}`,
};

interface Sent {
  query: string;
  variables: Record<string, unknown>;
  answer: StorefrontResponse['body'];
}

/** A shopify-buy client whose requests reach the simulator validating against `removedSchema`. */
function clientThrough(translate: boolean, sent: Sent[]) {
  const ShopifyBuy = createRequire(import.meta.url)('shopify-buy') as {
    buildClient: (
      config: object,
      fetch: (url: string, init: RequestInit) => Promise<Response>,
    ) => {
      product: {
        fetchByHandle: (
          handle: string,
        ) => Promise<{ options: { values: { value: string }[] }[]; variants: { id: string }[] }>;
      };
      checkout: {
        create: (
          input: object,
        ) => Promise<{ id: string; lineItems: { id: string }[]; totalTax?: unknown }>;
        fetch: (id: string) => Promise<{ lineItems: unknown[] } | null>;
        updateLineItems: (
          id: string,
          lines: object[],
        ) => Promise<{ lineItems: { quantity: number }[] }>;
      };
    };
  };
  return ShopifyBuy.buildClient(
    {
      domain: workwearCatalogue.domain,
      storefrontAccessToken: workwearCatalogue.storefrontAccessToken,
    },
    async (_url, init) => {
      const body = JSON.parse(String(init.body)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const translation = translate
        ? translateDocument(removedSchema, body.query, { sourceSchema: storefrontSchema })
        : undefined;
      const result = storefront.handle({
        domain: workwearCatalogue.domain,
        accessToken: workwearCatalogue.storefrontAccessToken,
        body: { ...body, query: translation?.query ?? body.query },
        urls,
        validationSchema: removedSchema,
      });
      const answer = translation ? fillResponse(translation, result.body) : result.body;
      sent.push({ query: body.query, variables: body.variables ?? {}, answer });
      return Response.json(answer, { status: result.status });
    },
  );
}

describe('a schema without the deprecated fields the Buy Button sends', () => {
  it('refuses the Buy Button’s documents as they are', async () => {
    const sent: Sent[] = [];
    const client = clientThrough(false, sent);
    await expect(client.product.fetchByHandle('class-3-hi-vis-bomber-jacket')).rejects.toBeTruthy();
    expect(JSON.stringify(sent[0]?.answer)).toContain('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers them translated: null for what is gone, the replacement where one is documented', async () => {
    const sent: Sent[] = [];
    const client = clientThrough(true, sent);
    const product = await client.product.fetchByHandle('class-3-hi-vis-bomber-jacket');
    // ProductOption.values, answered from optionValues.
    expect(product.options[0]?.values.map((value) => value.value)).toEqual(
      expect.arrayContaining(['Hi-Vis Yellow']),
    );
    const cart = await client.checkout.create({
      lineItems: [{ variantId: product.variants[0]?.id, quantity: 1 }],
    });
    const updated = await client.checkout.updateLineItems(cart.id, [
      { id: cart.lineItems[0]?.id, quantity: 3 },
    ]);
    expect(updated.lineItems[0]?.quantity).toBe(3);
    expect((await client.checkout.fetch(cart.id))?.lineItems).toHaveLength(1);
    for (const { query, variables, answer } of sent) {
      expect(answer.errors, query).toBeUndefined();
      // The filled answer is what the full schema would answer the original document with.
      expect(conformanceErrors(storefrontSchema, { query, variables, data: answer.data })).toEqual(
        [],
      );
    }
    const created = sent.find(({ query }) => query.includes('cartCreate'))?.answer.data as {
      cartCreate: {
        cart: { cost: Record<string, unknown>; buyerIdentity: Record<string, unknown> };
      };
    };
    expect(created.cartCreate.cart.cost).toMatchObject({
      totalTaxAmount: null,
      totalDutyAmount: null,
    });
    // A list the Buy Button's schema says is never null comes back empty.
    expect(created.cartCreate.cart.buyerIdentity).toHaveProperty('deliveryAddressPreferences', []);
  });
});

describe('translateDocument', () => {
  it('returns a document that fits as it is, untouched', () => {
    const query = '{ shop { name } }';
    const translation = translateDocument(removedSchema, query);
    expect(translation.query).toBe(query);
    expect(translation.removed).toEqual([]);
  });

  it('leaves out removed fields, keeps selection sets valid, drops what they alone used', () => {
    const query = `query Q($id: ID!, $first: Int) {
      cart(id: $id) { cost { totalTaxAmount { ...Money } totalDutyAmount { amount } } }
      product(id: $id) { options(first: $first) { values } }
    }
    fragment Money on MoneyV2 { amount currencyCode }`;
    const translation = translateDocument(removedSchema, query);
    expect(validate(removedSchema, translation.document)).toEqual([]);
    expect(translation.removed.map(({ coordinate }) => coordinate)).toEqual([
      'CartCost.totalTaxAmount',
      'CartCost.totalDutyAmount',
      'ProductOption.values',
    ]);
    expect(translation.removed[2]).toMatchObject({
      responseKey: 'values',
      replacement: 'optionValues',
    });
    const printed = print(translation.document);
    expect(printed).not.toContain('fragment Money');
    expect(printed).toContain('values: optionValues');
    // $first is still used by options(first:); nothing else referenced a removed field only.
    expect(printed).toContain('$first: Int');
  });

  it('drops a variable only a removed field read, and fills aliases and lists', () => {
    const schema = withoutFields(storefrontSchema, ['QueryRoot.productByHandle', 'Product.vendor']);
    const translation = translateDocument(
      schema,
      'query Q($h: String!) { p: productByHandle(handle: $h) { maker: vendor title } products(first: 2) { nodes { vendor } } }',
      { replacements: {} },
    );
    expect(validate(schema, translation.document)).toEqual([]);
    expect(print(translation.document)).not.toContain('$h');
    const filled = fillResponse(translation, {
      data: {
        products: {
          nodes: [
            { _removedFieldsPlaceholder: 'Product' },
            { _removedFieldsPlaceholder: 'Product' },
          ],
        },
      },
    });
    expect(filled.data).toEqual({
      p: null,
      products: { nodes: [{ vendor: null }, { vendor: null }] },
    });
  });

  it('asks for a documented replacement with the same arguments, under the same key', () => {
    const schema = withoutFields(storefrontSchema, ['QueryRoot.productByHandle']);
    const translation = translateDocument(
      schema,
      'query Q($h: String!) { productByHandle(handle: $h) { title } }',
    );
    expect(print(translation.document)).toContain('productByHandle: product(handle: $h)');
    expect(validate(schema, parse(translation.query))).toEqual([]);
    const answer = storefront.handle({
      domain: sailingCatalogue.domain,
      accessToken: sailingCatalogue.storefrontAccessToken,
      body: { query: translation.query, variables: { h: 'sun-visor' } },
      urls,
      validationSchema: schema,
    });
    expect(fillResponse(translation, answer.body).data).toEqual({
      productByHandle: { title: 'Sun Visor' },
    });
  });
});

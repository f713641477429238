import type { APIRequestContext } from '@playwright/test';
import { formAt } from '@zcomm/site-data/forms';
import { STOREFRONT_API_VERSION } from '@zcomm/site-data/storefront-api';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import {
  DEMO_STAFF,
  DESKTOP,
  expect,
  PHONE,
  readLeadAsStaff,
  siteCall,
  siteUrl,
  test,
  waitForHydration,
  xsrfToken,
} from './fixtures';

/** A 1×1 PNG: a real image, told by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Each shop's crew product, the colour ordered, and the shop's quote threshold. */
const shops = {
  workwear: {
    product: '/products/class-3-hi-vis-bomber-jacket',
    title: 'Class 3 Hi-Vis Bomber Jacket',
    colour: 'Hi-Vis Yellow',
    quoteFromPieces: workwearShop.quoteFromPieces,
  },
  sailing: {
    product: '/products/spring-series-performance-tee',
    title: 'Spring Series Performance Tee',
    colour: 'Navy',
    quoteFromPieces: sailingShop.quoteFromPieces,
  },
} as const;

for (const viewport of [PHONE, DESKTOP]) {
  for (const [site, shop] of Object.entries(shops)) {
    test(`${site} at ${viewport.width} px: a size run past the threshold becomes a bulk order with a logo, and a lead in the inbox`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const company = `Harbor Roads ${Date.now()}`;
      const small = 12;
      const large = shop.quoteFromPieces - small;
      await page.goto(siteUrl(site as keyof typeof shops, shop.product));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Order for a crew' }).click();
      const cell = (size: string) => page.getByLabel(`${shop.colour}, size ${size}, quantity`);
      await cell('S').fill(String(small));
      // Below the shop's threshold, the cart only.
      await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
      await cell('M').fill(String(large));
      await page.getByRole('button', { name: 'Request a quote' }).click();

      await expect(page).toHaveURL(siteUrl(site as keyof typeof shops, '/bulk-order'));
      const order = page.getByRole('group', { name: 'Your order' });
      const line = (size: string) =>
        order.getByRole('textbox', { name: `${shop.title} — ${shop.colour} / ${size}` });
      await expect(line('S')).toHaveValue(String(small));
      await expect(line('M')).toHaveValue(String(large));
      await expect(order.getByText(`${shop.quoteFromPieces} pieces in 2 lines`)).toBeVisible();

      await order.getByRole('checkbox', { name: 'Add our logo' }).check();
      await page.getByLabel('Your logo file').setInputFiles({
        name: 'crew-logo.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('textbox', { name: /Company/ }).fill(company);
      await page.getByRole('textbox', { name: /Contact name/ }).fill('Dana Reyes');
      await page.getByRole('textbox', { name: /Email/ }).fill('dana@harborroads.example');
      await page.getByRole('button', { name: 'Send for a quote' }).click();
      const thanks = page.getByRole('status').filter({ hasText: 'Your reference:' });
      await expect(thanks).toBeVisible();
      const reference = (await thanks.locator('strong').textContent()) ?? '';

      // The lead, as staff read it through the inbox's API on the agency's host.
      const lead = await readLeadAsStaff(request, reference);
      // Each shop's bulk order is a form of its own (`bulk-order`, `sailing-bulk-order`).
      expect(lead).toMatchObject({ site, form: formAt(site, 'bulk-order') });
      const fields = Object.fromEntries(
        (lead.fields as { name: string; value: string }[]).map((field) => [
          field.name,
          field.value,
        ]),
      );
      expect(fields).toMatchObject({ company, email: 'dana@harborroads.example', logo: 'yes' });
      expect(fields.pieces).toBe(String(shop.quoteFromPieces));
      expect(fields.lines).toBe(
        [
          `${small} × ${shop.title} — ${shop.colour} / S`,
          `${large} × ${shop.title} — ${shop.colour} / M`,
        ].join('\n'),
      );
      expect(lead.order).toMatchObject({
        pieces: shop.quoteFromPieces,
        artwork: { file_name: 'crew-logo.png', media_type: 'image/png', bytes: PNG.length },
      });
    });
  }
}

/** A product's variants as the workwear shop's storefront lists them. */
async function variantsOf(request: APIRequestContext, handle: string) {
  const call = siteCall(
    'workwear',
    `/storefront/${workwearShop.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
  );
  const answer = await request.post(call.url, {
    headers: {
      ...call.headers,
      'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
    },
    data: {
      query:
        'query($handle: String!) { product(handle: $handle) { variants(first: 50) { nodes { id title price { amount } } } } }',
      variables: { handle },
    },
  });
  expect(answer.status(), 'the storefront').toBe(200);
  const body = (await answer.json()) as {
    data: {
      product: { variants: { nodes: { id: string; title: string; price: { amount: string } }[] } };
    };
  };
  return body.data.product.variants.nodes;
}

/** Posts a bulk order to the workwear shop as its page does; answers the lead's reference. */
async function postBulkOrder(
  request: APIRequestContext,
  lines: { handle: string; variantId: string; quantity: number }[],
  company: string,
): Promise<string> {
  const form = new FormData();
  for (const line of lines)
    form.append('line', `${line.handle} ${line.variantId} ${line.quantity}`);
  form.append('company', company);
  form.append('name', 'Dana Reyes');
  form.append('email', 'dana@harborroads.example');
  const call = siteCall('workwear', '/api/forms/bulk-order');
  const answer = await request.post(call.url, {
    headers: { ...call.headers, 'x-xsrf-token': await xsrfToken(request, 'workwear') },
    multipart: form,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return String(((await answer.json()) as { id: unknown }).id);
}

const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, '')) * 100);
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

test.describe('a priced checkout link', () => {
  test.use({ viewport: DESKTOP });

  test('staff price a bulk order 10 % off; the link checks out exactly those lines; the order closes the lead', async ({
    page,
    request,
  }) => {
    const handle = 'class-3-hi-vis-bomber-jacket';
    const [first, second] = await variantsOf(request, handle);
    if (!first || !second) throw new Error(`${handle} has fewer than two variants`);
    // Each line at 10 % off its list price, to the cent.
    const ordered = [
      { variant: first, quantity: 14 },
      { variant: second, quantity: 10 },
    ].map((line) => ({ ...line, agreed: Math.round(cents(line.variant.price.amount) * 0.9) }));
    const company = `Harbor Roads ${Date.now()}`;
    const id = await postBulkOrder(
      request,
      ordered.map(({ variant, quantity }) => ({ handle, variantId: variant.id, quantity })),
      company,
    );

    // Staff sign in to the inbox and open the lead.
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
    await page.getByLabel('Password').fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(siteUrl('agency', '/inbox'));
    await page.goto(siteUrl('agency', `/inbox?id=${id}`));
    const detail = page.locator('.inbox-detail');
    await expect(detail.getByRole('heading', { level: 2, name: /Dana Reyes/ })).toBeVisible();

    await detail.getByRole('button', { name: 'Price for checkout' }).click();
    const quote = detail.getByRole('region', { name: 'Price for checkout' });
    await quote.getByRole('textbox', { name: 'Discount on every line (%)' }).fill('10');
    await quote.getByRole('button', { name: 'Apply discount' }).click();
    for (const { variant, agreed } of ordered) {
      await expect(
        quote.getByRole('textbox', {
          name: `Unit price, Class 3 Hi-Vis Bomber Jacket — ${variant.title}`,
        }),
      ).toHaveValue((agreed / 100).toFixed(2));
    }
    await quote.getByRole('button', { name: 'Make checkout link' }).click();
    const made = quote.getByRole('list', { name: 'Checkout links made' }).getByRole('listitem');
    await expect(made).toHaveCount(1);
    const total = ordered.reduce((sum, { quantity, agreed }) => sum + agreed * quantity, 0);
    await expect(made).toContainText(`for dana@harborroads.example, ${money(total)}`);
    const url =
      (await made.getByRole('link', { name: 'Checkout link' }).getAttribute('href')) ?? '';
    const code = /\(code (QUOTE-[A-Z2-9]{10})\)/.exec((await made.textContent()) ?? '')?.[1];
    expect(code, 'the discount code the link carries').toBeTruthy();

    // The buyer opens the link: exactly those lines, at their list prices less the agreed code.
    const buyer = await page.context().newPage();
    await buyer.goto(url);
    const lines = buyer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(ordered.length);
    for (const [index, { variant, quantity, agreed }] of ordered.entries()) {
      const list = cents(variant.price.amount);
      const line = lines.nth(index);
      await expect(line).toContainText('Class 3 Hi-Vis Bomber Jacket');
      await expect(line).toContainText(variant.title);
      await expect(line).toContainText(`Qty ${quantity} × ${money(list)}`);
      await expect(line).toContainText(`${code}: −${money((list - agreed) * quantity)}`);
    }
    await expect(buyer.getByText('dana@harborroads.example')).toBeVisible();
    await expect(buyer.locator('dd.total')).toHaveText(`USD ${money(total)}`);

    // Placing the order closes the lead.
    await buyer.getByRole('button', { name: 'Place order' }).click();
    await expect(buyer.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await buyer.close();
    await expect(async () => {
      await page.reload();
      await expect(detail.locator('.inbox-detail__badges .inbox-state')).toHaveText('Done', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 10_000 });
    await detail.getByRole('button', { name: 'Price for checkout' }).click();
    await expect(quote.getByRole('list', { name: 'Checkout links made' })).toContainText(
      /· ordered #?\w+/,
    );
  });
});

import { formAt } from '@zcomm/site-data/forms';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import {
  DESKTOP,
  expect,
  PHONE,
  readLeadAsStaff,
  siteUrl,
  test,
  waitForHydration,
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

import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/** The local demo's account (scripts/e2e-server.mjs starts the server with LOCAL_DEMO=1). */
const STAFF = { email: 'demo@zcomm.example', password: 'demo-password-2025' };

/** A 1×1 PNG: a real image, told by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: PHONE });

test('a size run of 24 pieces becomes a bulk order with a logo, and a lead in the inbox', async ({
  page,
}) => {
  const company = `Harbor Roads ${Date.now()}`;
  await page.goto(siteUrl('workwear', '/products/class-3-hi-vis-bomber-jacket'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Order for a crew' }).click();
  const yellow = (size: string) => page.getByLabel(`Hi-Vis Yellow, size ${size}, quantity`);
  await yellow('S').fill('12');
  // Below the shop's threshold, the cart only.
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
  await yellow('M').fill(String(workwearShop.quoteFromPieces - 12));
  await page.getByRole('button', { name: 'Request a quote' }).click();

  await expect(page).toHaveURL(siteUrl('workwear', '/bulk-order'));
  const order = page.getByRole('group', { name: 'Your order' });
  const line = (size: string) =>
    order.getByRole('textbox', { name: `Class 3 Hi-Vis Bomber Jacket — Hi-Vis Yellow / ${size}` });
  await expect(line('S')).toHaveValue('12');
  await expect(line('M')).toHaveValue('12');
  await expect(order.getByText('24 pieces in 2 lines')).toBeVisible();

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
  const staff = await page.context().newPage();
  await staff.goto(siteUrl('agency', '/login'));
  const lead = await staff.evaluate(
    async ({ account, id }) => {
      const token = decodeURIComponent(
        document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '',
      );
      const headers = { 'content-type': 'application/json', 'x-xsrf-token': token };
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers,
        body: JSON.stringify(account),
      });
      if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
      return (await fetch(`/api/inbox/submissions/${id}`)).json();
    },
    { account: STAFF, id: reference },
  );
  expect(lead).toMatchObject({ site: 'workwear', form: 'bulk-order' });
  const fields = Object.fromEntries(
    (lead.fields as { name: string; value: string }[]).map((field) => [field.name, field.value]),
  );
  expect(fields).toMatchObject({ company, email: 'dana@harborroads.example', logo: 'yes' });
  expect(fields.pieces).toBe('24');
  expect(fields.lines).toBe(
    [
      '12 × Class 3 Hi-Vis Bomber Jacket — Hi-Vis Yellow / S',
      '12 × Class 3 Hi-Vis Bomber Jacket — Hi-Vis Yellow / M',
    ].join('\n'),
  );
});

import { expect, siteUrl, test } from './fixtures';

/**
 * A quote sent from a phone without scripts that the server refuses (the browser lets an
 * address without a dotted domain through; the contracts do not) comes back on the same page,
 * once: what was typed kept, one message for the refused field, the summary focused.
 */
test.describe('agency /quote refused without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('answers on the page with the values kept and one message per field', async ({ page }) => {
    await page.goto(siteUrl('agency', '/quote'));
    await page.getByLabel('Name', { exact: false }).first().fill('Dana Reyes');
    await page.getByLabel('Email').fill('dana@harborgoods');
    await page.getByLabel('Company').fill('Harbor <b>Goods</b>');
    await page.getByLabel('Phone').fill('(203) 555-0142');
    await page.getByLabel('Service').selectOption('web-development');
    await page.getByLabel('Current platform').selectOption('shopify');
    await page.getByLabel('Project details').fill('A store for our canoe paddles.');
    await page.getByLabel('Message').fill('Thank you.');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(response.status()).toBe(400);

    const summary = page.getByRole('region', { name: 'One field needs attention before sending.' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      '#zc-field-email',
    );
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('dana@harborgoods');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Enter an e-mail address with a full domain, like dana@harborgoods.example.',
    );
    await expect(page.locator('[data-slot="field-error"]')).toHaveCount(1);
    await expect(page.getByLabel('Company')).toHaveValue('Harbor <b>Goods</b>');
    await expect(page.getByLabel('Service')).toHaveValue('web-development');
    await expect(page.getByLabel('Project details')).toHaveValue('A store for our canoe paddles.');
  });
});

import { expect, siteUrl, storedSubmissions, test } from './fixtures';

/**
 * The quote form as a visitor on a slow phone meets it before the scripts have run (here: with
 * none at all): the Fulfillment Details follow the service choice by a style rule alone.
 */
test.describe('agency /quote before its scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the Fulfillment Details follow the service; a post with another service and a bare-domain website is stored', async ({
    page,
  }) => {
    const name = `Slow Phone ${Date.now()}`;
    await page.goto(siteUrl('agency', '/quote'));
    const details = page.getByRole('group', { name: 'Fulfillment Details' });
    await expect(details).toBeHidden();

    const service = page.getByLabel('Service');
    await service.selectOption('both');
    await expect(details).toBeVisible();
    await details.getByLabel('Number of products (SKUs)').fill('40');
    await details.getByLabel('Do you need warehouse storage?').selectOption('yes');
    await service.selectOption('fulfillment');
    await expect(details).toBeVisible();
    await service.selectOption('web-development');
    await expect(details).toBeHidden();

    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Email').fill('sam.ortiz@example.com');
    await page.getByLabel('Company').fill('Ortiz Outdoor');
    await page.getByLabel('Phone').fill('(860) 555-0100');
    await page.getByLabel('Current platform').selectOption('shopify');
    await page.getByLabel('Project details').fill('A store for our canoe paddles.');
    await page.getByLabel('Message').fill('Thank you.');
    // No browser bubble for a bare domain: the server adds the https://.
    await page.getByLabel(/^Website/).fill('harborgoods.example');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/quote\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const [stored] = storedSubmissions().filter((submission) => submission.data.name === name);
    expect(stored?.data).toMatchObject({
      service: 'web-development',
      platform: 'shopify',
      website: 'https://harborgoods.example',
    });
    expect(stored?.data).not.toHaveProperty('sku-count');
    expect(stored?.data).not.toHaveProperty('storage');
  });
});

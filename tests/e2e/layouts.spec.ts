import { expect, siteUrl, test, waitForHydration } from './fixtures';

/** Layouts between the breakpoints: tablets, and phones where a table is wider than the screen. */
test.describe('layouts between the breakpoints', () => {
  test('workwear home at 768 px: the headline and its button are in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(siteUrl('workwear'));
    const heading = page.getByRole('heading', { level: 1 });
    const button = page.getByRole('link', { name: /shop best sellers/i });
    for (const element of [heading, button]) {
      const box = await element.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(1024);
    }
  });

  test('Off Soundings home at 390, 768 and 1280 px: the Shop action and the collection tiles start in the first screen', async ({
    page,
  }) => {
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl('sailing'));
      const hero = await page.locator('.sailing-hero').boundingBox();
      const action = page.getByRole('link', { name: 'Shop Now' });
      await expect(action).toHaveAttribute('href', '/shirts');
      const actionBox = await action.boundingBox();
      const tiles = page.locator('[data-slot="collection-tiles"]');
      await expect(tiles.getByRole('link')).toHaveText([/^Shirts/, /^Outerwear/, /^Headwear/]);
      const firstTile = await tiles.getByRole('link').first().boundingBox();
      if (!hero || !actionBox || !firstTile) throw new Error('the home is not shown');
      expect(actionBox.y + actionBox.height, `${width} px`).toBeLessThanOrEqual(height);
      // The hero never fills the screen: the first tile starts inside it.
      expect(hero.height, `${width} px`).toBeLessThanOrEqual(height * 0.7);
      expect(firstTile.y, `${width} px`).toBeLessThan(height);
    }
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shirts$/);
  });

  for (const [route, action] of [
    ['/services', 'Get A Quote'],
    ['/about', 'Contact Us'],
  ] as const) {
    for (const width of [600, 768, 991]) {
      test(`agency ${route} at ${width} px: the banner copy follows the art without an empty band`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 1024 });
        await page.goto(siteUrl('agency', route));
        const banner = page.locator('[data-slot="banner"]').first();
        const picture = await banner.locator('[data-slot="banner-image"]').boundingBox();
        const heading = await banner.getByRole('heading', { level: 1 }).boundingBox();
        const button = await banner.getByRole('link', { name: action }).boundingBox();
        if (!picture || !heading || !button) throw new Error('the banner is not shown');
        // The heading starts right where the picture ends (the art fills the picture's height),
        // the copy is not laid over the art, and the button is in the first screen.
        expect(heading.y - (picture.y + picture.height)).toBeGreaterThanOrEqual(0);
        expect(heading.y - (picture.y + picture.height)).toBeLessThanOrEqual(48);
        expect(button.y + button.height).toBeLessThanOrEqual(1024);
      });
    }
  }

  for (const [width, hinted] of [
    [390, true],
    [1280, false],
  ] as const) {
    test(`agency /services at ${width} px: the comparison table ${hinted ? 'says' : 'need not say'} it scrolls`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('agency', '/services'));
      const region = page.locator('[data-slot="comparison"]');
      const hint = region.getByText('Scroll sideways for every column');
      const overflows = await region.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      );
      expect(overflows).toBe(hinted);
      if (hinted) {
        await expect(hint).toBeVisible();
        // The hint stays in view while the table scrolls.
        await region.evaluate((element) => element.scrollTo({ left: 200 }));
        const [area, box] = [await region.boundingBox(), await hint.boundingBox()];
        expect(box && area && box.x >= area.x - 1).toBe(true);
      } else {
        await expect(hint).toBeHidden();
      }
    });
  }

  for (const width of [320, 390, 768, 992, 1280, 1920]) {
    test(`workwear footer at ${width} px: the e-mail address breaks only before @ or a dot`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('workwear'));
      await waitForHydration(page);
      const address = page.locator('footer [data-slot="footer-email"]');
      const lines = await address.evaluate((element) => {
        // The text of each rendered line, from the boxes of its characters.
        const text = element.textContent ?? '';
        const range = document.createRange();
        const rows: { top: number; text: string }[] = [];
        let offset = 0;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          for (let index = 0; index < value.length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            const row = rows.find((candidate) => Math.abs(candidate.top - top) < 4);
            if (row) row.text += value[index];
            else rows.push({ top, text: value[index] ?? '' });
            offset += 1;
          }
        }
        return { text, offset, rows: rows.map((row) => row.text) };
      });
      expect(lines.rows.join('')).toBe('support@beaconworkwear.example');
      for (const row of lines.rows.slice(1)) expect(row).toMatch(/^[@.]/);
    });
  }
});

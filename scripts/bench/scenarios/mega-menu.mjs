/* global document, performance, requestAnimationFrame, getComputedStyle */
/**
 * Open the mega-menu: on the main page (desktop), press the first top-level category's expand
 * button and time the frame in which its submenu is displayed (columns laid out on first open).
 */
export default {
  name: 'open the mega-menu',
  sample: 'main.html',
  view: 3,
  async run(ctx) {
    const { page } = ctx;
    await page.waitForSelector('#menu_categories[data-storefront-category-menu="mounted"]');
    const t0 = await ctx.now();
    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const button = document.querySelector('#menu_categories .nav-link-expand');
          const sub = button?.closest('li')?.querySelector('ul');
          if (!button || !sub) return resolve(null);
          const start = performance.now();
          button.click();
          const check = () => {
            if (getComputedStyle(sub).display !== 'none') requestAnimationFrame(() => resolve(performance.now() - start));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    return { menuOpenMs: result, tbt: await ctx.blockingSince(t0) };
  },
};

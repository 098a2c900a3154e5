/* global document, performance, requestAnimationFrame, MutationObserver, MessageChannel, CustomEvent */
/**
 * Later size change → prices painted: on the product page, its islands awake, pick XL (10 zł dearer than M) and time the
 * frame in which the new price is on screen. The mock shop answers at once, so this is our cost:
 * store update, the projector request round trip on localhost, and the islands re-rendering.
 */
const TARGET_PRICE = '199.99';

export default {
  name: 'size change → prices painted',
  sample: 'projector-101.html',
  async run(ctx) {
    const { page } = ctx;
    // A later size change: the product islands are awake (they wait for the shopper's first
    // intent on the form, which the first-interaction scenario times), woken as a theme may wake them.
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('storefront:product-wake')));
    const xl = page.locator('#projector_sizes_section [role=radio]', { hasText: 'XL' });
    await xl.waitFor();
    const t0 = await ctx.now();
    const result = await page.evaluate(
      ({ target }) =>
        new Promise((resolve) => {
          const price = document.getElementById('projector_price_value');
          const radio = [...document.querySelectorAll('#projector_sizes_section [role=radio]')].find((r) => r.textContent.includes('XL'));
          const start = performance.now();
          // Painted: the frame showing the new price has been rendered (a message posted from its animation
          // callback runs right after its style, layout and paint; see search-results.mjs).
          const painted = () =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve({ start, end: performance.now() });
              channel.port2.postMessage(null);
            });
          const check = () => {
            if (price?.getAttribute('data-price') === target) {
              observer.disconnect();
              // The frame after the DOM change: what the shopper sees.
              painted();
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(price, { attributes: true, childList: true, subtree: true, characterData: true });
          radio.click();
          check();
        }),
      { target: TARGET_PRICE },
    );
    return {
      pricesPaintedMs: result.end - result.start,
      jsGzipAfter: await ctx.jsBytesSince(t0),
      tbt: await ctx.blockingSince(t0),
    };
  },
};

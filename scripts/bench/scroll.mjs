/* global window, document, requestAnimationFrame, setTimeout */
/**
 * Scrolls the page to the bottom in steps of ¾ viewport, a frame and 40 ms each, so every 'visible'
 * trigger on the way gets its chance. Instant: theme.css scrolls smoothly, which would leave
 * window.scrollTo barely moving.
 */
export function scrollThrough(page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0, i = 0; i < 400; i++) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await new Promise((r) => setTimeout(r, 40));
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (y >= max) break;
      y = Math.min(y + step, max);
    }
  });
}

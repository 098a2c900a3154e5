import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { createDomPatch } from '../../core/dom/dom-patch';
import { linkAsButton } from '../../core/dom/link-button';
import { removeKeepingFocus } from '../../core/dom/focus-next';
import { ensureHiddenRule } from '../../core/dom/hidden-rule';
import { pageNonce } from '../../core/dom/page-nonce';
import { storeTexts } from '../../core/texts/store-texts';
import { readClosedBars, rememberClosed } from './closed';
import { fixedLayout, type BarsEdge } from './fixed';
import { texts } from './texts';
import { BARS_CSS } from './styles';

export interface BarsConfig {
  /** Which edge the group's fixed bars stick to: `.bars_bottom` → bottom, otherwise top. */
  edge: BarsEdge;
}

/** The theme's order-process pages (checkout, registration, returns) never get the bars behaviour. */
export const isOrderProcess = (doc: Document = document) => doc.documentElement.classList.contains('order_process');

const items = (group: HTMLElement) => Array.from(group.querySelectorAll<HTMLElement>(':scope > .bars__item'));
const closable = (item: HTMLElement) => item.getAttribute('data-close') !== 'false';
const fixable = (item: HTMLElement) => item.getAttribute('data-fixed') === 'true';

/**
 * The island's hidden host, appended to the group: it holds the close links' focus ring (a style element
 * applies wherever it is). `hidden` wins over the theme's display rules inside it (core/dom/hidden-rule).
 */
function appendHost(container: HTMLElement): HTMLElement {
  const doc = container.ownerDocument;
  ensureHiddenRule(doc);
  const host = doc.createElement('div');
  host.setAttribute('data-island-host', 'bars');
  host.hidden = true;
  const style = doc.createElement('style');
  const nonce = pageNonce(doc);
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = BARS_CSS;
  host.append(style);
  container.append(host);
  return host;
}

/**
 * A DOM island (no renderer). Enhances one `.bars` group (top or bottom) in place: close links
 * remove their bar and remember its id in localStorage `closedBars`; bars closed earlier are removed at
 * mount; `data-fixed="true"` bars stick to their edge once scrolled past, with the CSS variables the theme
 * positions them by: on each fixed bar `--position` (px from the edge, below the other fixed bars) and
 * `--bars-height` (its height); on the group `--bars-height` (its height unfixed, so the theme can keep the
 * room); on <html> `--top-fixed-bars-height` / `--bottom-fixed-bars-height` (sum of the fixed bars).
 * Scroll is followed with scroll events, at most once per frame (the old script polled every 30 ms).
 * Stopping takes the listeners, the CSS variables, the classes, roles and names and the host off again.
 */
export default defineDomIsland<BarsConfig>({
  name: 'bars',
  readConfig: (el) => ({
    edge: dataReader(el, 'bars').oneOf('bars-edge', ['top', 'bottom'], el.classList.contains('bars_bottom') ? 'bottom' : 'top'),
  }),
  start({ config, container }) {
    if (isOrderProcess()) {
      console.info('[storefront:bars] not on order-process pages (html.order_process)');
      return;
    }
    const t = storeTexts(texts);
    const patch = createDomPatch();
    const host = appendHost(container);

    const closed = readClosedBars();
    for (const item of items(container)) if (item.id && closed.includes(item.id)) item.remove();

    const root = document.documentElement;
    const edgeVar = `--${config.edge}-fixed-bars-height`;
    const styled = new Set<HTMLElement>();
    const setVar = (el: HTMLElement, name: string, value: string | null) => {
      styled.add(el);
      if (value === null) el.style.removeProperty(name);
      else if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
    };

    let frame = 0;
    const layout = () => {
      frame = 0;
      const bars = items(container);
      const groupTop = container.getBoundingClientRect().top + window.scrollY;
      let offset = 0;
      const boxes = bars.map((bar) => {
        // The bar's own height, fractions kept: offsetHeight rounds (60 for 60.22 px at 375 px), and the group's
        // room then fell short of the bar it kept, so fixing the bar shortened the page by that fraction.
        const box = { top: groupTop + offset, height: bar.getBoundingClientRect().height, fixable: fixable(bar) };
        offset += box.height;
        return box;
      });
      const { bars: placed, total } = fixedLayout(config.edge, boxes, window.scrollY, window.innerHeight);
      bars.forEach((bar, i) => {
        const { fixed, position } = placed[i]!;
        patch.toggle(bar, '--fixed', fixed);
        setVar(bar, '--position', fixed ? `${position}px` : null);
        setVar(bar, '--bars-height', fixed ? `${boxes[i]!.height}px` : null);
      });
      setVar(container, '--bars-height', boxes.some((b) => b.fixable) ? `${offset}px` : null);
      setVar(root, edgeVar, `${total}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(layout);
    };
    const watchScroll = items(container).some(fixable);
    if (watchScroll) {
      layout();
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule, { passive: true });
    }

    const stops = items(container)
      .filter(closable)
      .flatMap((bar) => {
        const link = bar.querySelector<HTMLElement>('a.bars__close, [data-bar-close]');
        if (!link) return [];
        if (!link.getAttribute('aria-label')?.trim() && !link.textContent?.trim()) patch.attr(link, 'aria-label', t.close);
        return [
          linkAsButton(link, patch, () => {
            if (bar.id) rememberClosed(bar.id);
            else console.warn('[storefront:bars] a closed bar has no id; it will show again on the next page');
            removeKeepingFocus(bar);
            if (watchScroll) schedule();
          }),
        ];
      });

    return () => {
      stops.forEach((stop) => stop());
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      for (const el of styled) ['--position', '--bars-height', edgeVar].forEach((name) => el.style.removeProperty(name));
      patch.restore();
      host.remove();
    };
  },
});

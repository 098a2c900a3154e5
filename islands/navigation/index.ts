import { defineDomIsland } from '../../core/mount/define';
import { entryScript } from '../../core/dom/nonce';
import { runScript } from '../../core/dom/run-script';
import { readShopVars } from '../../core/page/shop-vars';
import { readConfig, refusal, speculationRules, supported, type NavigationConfig } from './rules';

/** Marks the rules this island added, so a second start (a partial load) replaces them instead of adding more. */
// Not data-storefront-*: those name an island's state on its container.
export const RULES_ATTR = 'data-navigation-rules';

/**
 * A DOM island (no renderer): the page's next pages are fetched ahead by the browser's Speculation Rules
 * (rules.ts), one small task at idle after the load. Where the browser has no such API it does nothing. On
 * a page the browser prerenders nothing of ours runs until it is shown (src/storefront.ts). Stopping removes
 * the rules.
 */
export default defineDomIsland<NavigationConfig>({
  name: 'navigation',
  readConfig: (container) => readConfig(container, entryScript(container.ownerDocument)),
  start: ({ config, container }) => {
    const doc = container.ownerDocument;
    const win = (doc.defaultView ?? window) as Window & typeof globalThis;
    if (!supported(win)) return;
    const why = refusal(config, win.navigator, readShopVars(win).logged);
    if (why) {
      console.info(`[storefront:navigation] no pages fetched ahead: ${why}`);
      return;
    }
    const rules = speculationRules(config.mode)!;
    const remove = () => doc.querySelectorAll(`script[${RULES_ATTR}]`).forEach((old) => old.remove());
    remove();
    void runScript(JSON.stringify(rules), { caller: 'navigation', type: 'speculationrules', doc, attributes: { [RULES_ATTR]: config.mode } });
    return remove;
  },
});

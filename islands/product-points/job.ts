import type { LoadJob } from '../../core/mount/types';
import { appendTip } from '../../core/dom/tip';
import { onShopStore } from '../../core/store/store';
import { resolveTexts } from '../../core/texts/define';
import { readTextOverrides } from '../../core/page/text-overrides';
import { readLanguage } from '../../core/page/language';
import { readShopVars } from '../../core/page/shop-vars';
import { texts } from './texts';

// The template's words for the points (the current projector.xsl) without a tip of the server's: where the theme adds its "?" tip.
export const TIP_HOST = '.projector_points_recive__info';

/**
 * The points' load job: the server wrote the points, so the island waits for the shopper with the other
 * product islands (islands/product-form/job.ts). Where the template has the block's words and no tip of its
 * own, the theme adds its "?" tip at load: so does the job, without the renderer (core/dom/tip.ts), in the
 * page's language, telling a guest who collects points.
 */
const productPointsJob: LoadJob = (container) => {
  const info = container.querySelector(TIP_HOST);
  if (!info || info.querySelector('.show_tip')) return;
  const doc = container.ownerDocument;
  // Read from the page as the store reads it: the job does not wait for the store, which a page whose theme
  // keeps its own basket call may build only when the shopper wakes an island.
  const t = resolveTexts(texts, { language: readLanguage(doc), overrides: readTextOverrides(doc) });
  const words = (logged: boolean) => (logged ? t.tip : t.tipGuest);
  const tip = appendTip(info, t.tipLabel, words(readShopVars(doc.defaultView ?? window).logged));
  // A sign-in on the page (a passkey) changes who is told what, once the store is there to say so.
  let unsubscribe = () => {};
  const stop = onShopStore((store) => {
    tip.setText(words(store.getState().session.logged));
    unsubscribe = store.subscribe((s, before) => {
      if (s.session.logged !== before.session.logged) tip.setText(words(s.session.logged));
    });
  });
  return () => {
    stop();
    unsubscribe();
    tip.remove();
  };
};
export default productPointsJob;

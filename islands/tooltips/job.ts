import type { LoadJob } from '../../core/mount/types';
import { describeElement } from '../../core/dom/describe';
import { createDomPatch } from '../../core/dom/dom-patch';
import { onShopStore } from '../../core/store/store';
import { storeTexts } from '../../core/texts/store-texts';
import { addId, contentElement, findTooltipSource, hasOwnName, needsRole, needsTabindex } from './content';
import { texts } from './texts';

let uid = 0;

/**
 * The tooltips' load job: a tooltip is shown only on the shopper's hover, focus or press, so the
 * island waits for that (its trigger's intent) and the job does at load what keyboard and screen-reader
 * users need before it: a span trigger is made focusable (tabindex=0), a plain one a button (role=button,
 * named "Więcej informacji" when it has no words of its own), and a trigger whose words are in the server's
 * `.tooltipContent` is described by that element (aria-describedby) until the island shows them in its
 * tooltip. A title stays as the server wrote it (the browser's own tooltip and description). A trigger with
 * neither is named in the console and left alone.
 */
const tooltipsJob: LoadJob = (trigger) => {
  // Woken before the load event (a pointer or focus while the page loaded): the island did all of this itself.
  if (trigger.getAttribute('data-storefront-tooltips') !== 'waiting') return;
  const source = findTooltipSource(trigger);
  if (source.kind === 'none') {
    console.warn(`[storefront:tooltips] a tooltip trigger has neither a next .tooltipContent nor a title; left as it is: ${describeElement(trigger)}`);
    return;
  }
  // The job's own changes, undone when it stops (the same React-free patch the DOM islands use).
  const patch = createDomPatch();
  const set = (name: string, value: string) => patch.attr(trigger, name, value);
  if (needsTabindex(trigger)) set('tabindex', '0');
  let stopTexts = () => {};
  if (needsRole(trigger)) {
    // A button needs a name: one without words of its own becomes one with the island's text, read from the
    // store (the page's language and overrides) once the runtime has made it.
    if (hasOwnName(trigger)) set('role', 'button');
    else
      stopTexts = onShopStore(() => {
        set('role', 'button');
        set('aria-label', storeTexts(texts).more);
      });
  }
  const content = source.kind === 'text' && source.from === 'title' ? null : contentElement(trigger);
  if (content) {
    if (!content.id) patch.attr(content, 'id', `storefront_tip_${++uid}`);
    set('aria-describedby', addId(trigger.getAttribute('aria-describedby'), content.id));
  }
  return () => {
    stopTexts();
    patch.restore();
  };
};
export default tooltipsJob;

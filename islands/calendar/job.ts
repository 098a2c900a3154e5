import type { LoadJob } from '../../core/mount/types';
import { resolveTexts } from '../../core/texts/define';
import { onShopStore } from '../../core/store/store';
import { defaultInput, isCalendarLanguage, lookupInput, openerText, PRESSED_ATTR, STAND_IN_ATTR, valueText } from './opener';
import { texts } from './texts';

let uid = 0;

/**
 * The opener is built at the page's load, as plain DOM (div.calendar > button.calendar__open, with
 * span.calendar__value beside it for a hidden field) in the island's own words (opener.ts), so the checkout
 * form has its final layout from the load event: nothing moves under the shopper when a calendar wakes as it
 * nears the viewport (a tap on the order button below it is never lost to the form growing). The island takes
 * the opener's place before the next paint, with its focus; a press on it wakes the island, which opens its
 * dialog. Without an input to write to nothing is built (the island says why when it wakes); when the island
 * fails, the opener goes and the container is empty again, as the server sent it.
 */
const calendarJob: LoadJob = (container, ctx) => {
  const waiting = () => container.getAttribute('data-storefront-calendar') === 'waiting';
  if (!waiting()) return;
  const input = lookupInput(container, (container.getAttribute('data-calendar-input') ?? defaultInput(container)).trim());
  if (!input) return;
  const doc = container.ownerDocument;
  let standIn: HTMLElement | null = null;
  // The words need the page's language and overrides: read from the store once the runtime has made it.
  const stopTexts = onShopStore((store) => {
    // Woken meanwhile: the island renders the opener itself.
    if (!waiting()) return;
    const { language, textOverrides } = store.getState().page;
    const own = container.getAttribute('data-calendar-language')?.trim();
    const t = resolveTexts(texts, { language: isCalendarLanguage(own) ? own : isCalendarLanguage(language) ? language : 'pl', overrides: textOverrides });
    standIn = doc.createElement('div');
    standIn.className = 'calendar';
    standIn.setAttribute(STAND_IN_ATTR, '');
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'calendar__open';
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-expanded', 'false');
    button.textContent = openerText(t, input);
    const pressed = standIn;
    button.addEventListener('click', () => {
      pressed.setAttribute(PRESSED_ATTR, '');
      ctx.wake();
    });
    standIn.append(button);
    if (input.type === 'hidden') {
      const value = doc.createElement('span');
      value.id = `storefront_calendar_value_${++uid}`;
      value.className = 'calendar__value';
      value.textContent = valueText(t, input.value);
      button.setAttribute('aria-describedby', value.id);
      standIn.append(value);
    }
    container.append(standIn);
  });
  return () => {
    stopTexts();
    standIn?.remove();
  };
};
export default calendarJob;

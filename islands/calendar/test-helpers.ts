// Test helper: the place-order sample's checkout form (with both calendars) as the server sends it, the calendar
// islands mounted through the real registry. The 'visible' trigger loads at once without IntersectionObserver.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { mountProductIslands } from '../../fixtures/product-page';

const sample = readFileSync(resolve(import.meta.dirname, '../../html-samples/place-order.html'), 'utf8');

export function checkoutForm(): string {
  const start = sample.indexOf('<form id="cop_form"');
  const end = sample.indexOf('</form>', start);
  return sample.slice(start, end + '</form>'.length);
}

/** Puts the checkout form in (edited, e.g. with data-calendar-* options) and mounts the calendars. */
export async function mountCalendars(edit: (html: string) => string = (h) => h, lang = 'pl'): Promise<void> {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="container" class="place-order_page"><main id="content">${edit(checkoutForm())}</main></div>`;
  vi.stubGlobal('IntersectionObserver', undefined);
  await mountProductIslands(['calendar']);
}

/** Adds attributes to the birth-date calendar container. */
export const birthAttrs = (attrs: string) => (html: string) =>
  html.replace('<div id="birthdate_calendar" class="vanilla-calendar">', `<div id="birthdate_calendar" class="vanilla-calendar" ${attrs}>`);

// The page language: read by the runtime when it builds the store, not by the entry.
import { readAppShop } from './globals';

const twoLetters = (v: unknown): string | null =>
  typeof v === 'string' && /^[a-z]{2}/i.test(v) ? v.slice(0, 2).toLowerCase() : null;

/** `html[lang]` first, then `app_shop.vars.language.symbol`, else Polish. */
export function readLanguage(doc: Document = document): string {
  const fromHtml = twoLetters(doc.documentElement.getAttribute('lang'));
  if (fromHtml) return fromHtml;
  try {
    const win = doc.defaultView;
    const shop = win ? readAppShop(null, 'the page language is Polish', win) : undefined;
    const vars = shop?.vars as { language?: { symbol?: unknown } } | undefined;
    return twoLetters(vars?.language?.symbol) ?? 'pl';
  } catch {
    return 'pl';
  }
}

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initShopStore, resetShopStore } from '../store';
import { defineTexts, formatText, readTextOverrides, resolveTexts, useTexts } from './index';

const texts = defineTexts('product-buy', {
  pl: { add: 'Dodaj do koszyka', added: 'Produkt został dodany.', min: 'Minimalnie możesz zamówić {count}' },
  en: { add: 'Add to basket', min: 'You can order at least {count}' },
  de: { add: 'In den Warenkorb' },
});

const overridesBlock = (json: string) =>
  `<script type="application/json" id="storefront-texts">${json}</script>`;

afterEach(() => resetShopStore());

describe('defineTexts', () => {
  it('takes its keys from the Polish defaults', () => {
    defineTexts('x', {
      pl: { a: 'A', b: 'B' },
      // @ts-expect-error: 'c' is not a Polish key
      en: { a: 'A', c: 'C' },
    });
    // @ts-expect-error: Polish defaults are required
    defineTexts('x', { en: { a: 'A' } });
    const t = resolveTexts(texts, { language: 'pl' });
    // @ts-expect-error: unknown key on the result
    void t.nope;
    expect(Object.keys(t)).toEqual(['add', 'added', 'min']);
  });
});

describe('resolveTexts', () => {
  it('uses Polish for pl and for unknown languages', () => {
    expect(resolveTexts(texts, { language: 'pl' }).add).toBe('Dodaj do koszyka');
    expect(resolveTexts(texts, { language: 'cs' }).add).toBe('Dodaj do koszyka');
    expect(resolveTexts(texts, { language: 'constructor' }).add).toBe('Dodaj do koszyka');
  });

  it('prefers the language variant, falling back to Polish per key', () => {
    const en = resolveTexts(texts, { language: 'EN-gb' });
    expect(en).toEqual({ add: 'Add to basket', added: 'Produkt został dodany.', min: 'You can order at least {count}' });
    expect(resolveTexts(texts, { language: 'de' }).min).toBe('Minimalnie możesz zamówić {count}');
  });

  it('lets a page override win over both, for its own island only', () => {
    const overrides = { 'product-buy.add': 'Kupuję', 'product-buy.added': '', 'search.add': 'ignored' };
    const t = resolveTexts(texts, { language: 'en', overrides });
    expect(t).toEqual({ add: 'Kupuję', added: '', min: 'You can order at least {count}' });
  });
});

describe('formatText', () => {
  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(formatText('Minimalnie możesz zamówić {count} {unit}', { count: 2, unit: 'szt.' })).toBe('Minimalnie możesz zamówić 2 szt.');
    expect(formatText('np. {email} {missing}', { email: 'jan@example.com' })).toBe('np. jan@example.com {missing}');
    expect(formatText('{toString}')).toBe('{toString}');
  });
});

describe('readTextOverrides', () => {
  it('is empty without the block', () => {
    expect(readTextOverrides(document)).toEqual({});
  });

  it('reads string overrides', () => {
    document.body.innerHTML = overridesBlock('{"product-buy.add":"Do koszyka","menu.open":"Menu"}');
    expect(readTextOverrides()).toEqual({ 'product-buy.add': 'Do koszyka', 'menu.open': 'Menu' });
  });

  it('reports malformed JSON once, naming the block, and ignores it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = overridesBlock('{"product-buy.add": "Do koszyka",}');
    expect(readTextOverrides()).toEqual({});
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toContain('<script id="storefront-texts"> is not valid JSON');
  });

  it('reports a block that is not an object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = overridesBlock('["a"]');
    expect(readTextOverrides()).toEqual({});
    expect(error.mock.calls[0]?.[0]).toContain('must hold a JSON object');
  });

  it('reports each non-string value with its key and keeps the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = overridesBlock('{"a.x":"ok","a.n":12,"a.o":{"pl":"x"}}');
    expect(readTextOverrides()).toEqual({ 'a.x': 'ok' });
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toContain('"a.n" = 12 is not a string');
    expect(error.mock.calls[1]?.[0]).toContain('"a.o" = {"pl":"x"} is not a string');
  });
});

describe('useTexts', () => {
  it('resolves with the store language and the page overrides', () => {
    initShopStore({ product: null, view: 3, pageType: 'projector', language: 'en', textOverrides: { 'product-buy.added': 'Added!' } });
    const { result } = renderHook(() => useTexts(texts));
    expect(result.current).toEqual({ add: 'Add to basket', added: 'Added!', min: 'You can order at least {count}' });
  });

  it('keeps the same object between renders', () => {
    initShopStore({ product: null, view: 3, pageType: null, language: 'pl', textOverrides: {} });
    const { result, rerender } = renderHook(() => useTexts(texts));
    const first = result.current;
    act(() => rerender());
    expect(result.current).toBe(first);
  });
});

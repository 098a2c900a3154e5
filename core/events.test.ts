import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { emit, on, STOREFRONT_EVENTS, type StorefrontEventMap } from './events';

describe('storefront events', () => {
  it('lists every event name once', () => {
    expect(new Set(STOREFRONT_EVENTS).size).toBe(STOREFRONT_EVENTS.length);
    expect(STOREFRONT_EVENTS.every((n) => n.startsWith('storefront:'))).toBe(true);
    expect(STOREFRONT_EVENTS).toContain('storefront:basket-updated');
  });

  it('delivers the typed detail to document listeners, and off() stops it', () => {
    const handler = vi.fn();
    const off = on('storefront:size-changed', (e) => handler(e.detail));
    emit('storefront:size-changed', { productId: '15243', size: 'uniw' });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ productId: '15243', size: 'uniw' });
    off();
    emit('storefront:size-changed', { productId: '15243', size: null });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('bubbles from an element to document (what theme authors listen on)', () => {
    document.body.innerHTML = '<div id="menu_basket"></div>';
    const seen = vi.fn();
    const listener = (e: CustomEvent<StorefrontEventMap['storefront:toast']>) => seen(e.detail);
    document.addEventListener('storefront:toast', listener);
    emit('storefront:toast', { kind: 'success', message: 'Produkt został dodany.' }, document.getElementById('menu_basket')!);
    document.removeEventListener('storefront:toast', listener);
    expect(seen).toHaveBeenCalledWith({ kind: 'success', message: 'Produkt został dodany.' });
  });

  it('types document.addEventListener for theme code written in TypeScript', () => {
    const listener = (e: DocumentEventMap['storefront:view-changed']) => e.detail.level;
    expectTypeOf(listener).returns.toEqualTypeOf<1 | 2 | 3 | 4>();
    // @ts-expect-error: unknown detail fields are rejected
    emit('storefront:logged-in', { user: 'x' });
  });
});

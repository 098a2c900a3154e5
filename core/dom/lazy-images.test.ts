import { describe, expect, it, vi } from 'vitest';
import { LAZY_OFFSET_PX, lazySource, loadLazy, observeLazyImages } from './lazy-images';
import { stubIntersectionObserver } from '../../fixtures/fake-intersection-observer';

const img = (attrs: Record<string, string>) => {
  const el = document.createElement('img');
  el.setAttribute('src', 'placeholder.svg');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

describe('lazySource', () => {
  it('uses the small source under 420 px when there is one', () => {
    const el = img({ 'data-src': 'big.jpg', 'data-src-small': 'small.jpg' });
    expect(lazySource(el, 419)).toBe('small.jpg');
    expect(lazySource(el, 420)).toBe('big.jpg');
    expect(lazySource(img({ 'data-src': 'big.jpg' }), 300)).toBe('big.jpg');
    expect(lazySource(img({}), 300)).toBeNull();
  });
});

describe('loadLazy', () => {
  it('swaps the source in and drops the lazy attributes', () => {
    const el = img({ 'data-src': 'big.jpg', 'data-src-small': 'small.jpg' });
    expect(loadLazy(el, 375)).toBe(true);
    expect(el.getAttribute('src')).toBe('small.jpg');
    expect(el.hasAttribute('data-src')).toBe(false);
    expect(el.hasAttribute('data-src-small')).toBe(false);
    expect(loadLazy(el, 375)).toBe(false);
  });

  it('gives a <source> its srcset', () => {
    const s = document.createElement('source');
    s.setAttribute('data-srcset', 'a.webp 1x');
    loadLazy(s, 1000);
    expect(s.getAttribute('srcset')).toBe('a.webp 1x');
  });
});

describe('observeLazyImages', () => {
  it('without IntersectionObserver loads every image at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const root = document.createElement('div');
    root.append(img({ 'data-src': 'a.jpg' }), img({ 'data-src': 'b.jpg' }));
    observeLazyImages(root)();
    expect([...root.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['a.jpg', 'b.jpg']);
  });

  it('observes with a 100 px margin, loads an image (and its picture sources) as it intersects, picks up images added later, stops', async () => {
    const observers = stubIntersectionObserver();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<picture><source data-srcset="a.webp"><img src="p.svg" data-src="a.jpg" alt=""></picture>';
    const stop = observeLazyImages(root);
    const io = observers[0]!;
    expect(io.opts?.rootMargin).toBe(`${LAZY_OFFSET_PX}px`);
    const first = root.querySelector('img')!;
    expect(io.observed).toContain(first);
    io.cb([{ isIntersecting: true, target: first } as unknown as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    expect(first.getAttribute('src')).toBe('a.jpg');
    expect(root.querySelector('source')?.getAttribute('srcset')).toBe('a.webp');
    expect(io.observed).not.toContain(first);

    const later = img({ 'data-src': 'b.jpg' });
    root.append(later);
    await new Promise((r) => setTimeout(r, 0));
    expect(io.observed).toContain(later);
    io.cb([{ isIntersecting: false, target: later } as unknown as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    expect(later.getAttribute('src')).toBe('placeholder.svg');
    stop();
    expect(io.disconnected).toBe(true);
  });
});

// @vitest-environment jsdom
// jsdom: happy-dom matches the marker selector (:has with a complex :not) wrongly; jsdom and Chromium agree.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountProductIslands } from '../../fixtures/product-page';
import { unmountAll } from '../../core/mount/runtime';
import { stubIntersectionObserver, type ObserverRecord } from '../../fixtures/fake-intersection-observer';

let observers: ObserverRecord[] = [];

beforeEach(() => {
  // <body> outlives the tests (only its content is reset): drop the state attribute a previous test left.
  document.body.removeAttribute('data-storefront-lazy-images');
  observers = stubIntersectionObserver();
});

const PAGE = `<div id="container" class="search_page"><main id="content">
  <img id="a" src="img/placeholder.svg" data-src="a.jpg" data-src-small="a-small.jpg" alt="A">
  <img id="b" src="img/placeholder.svg" data-src="b.jpg" alt="B">
  <img id="eager" src="c.jpg" alt="C">
  <section class="hotspot__wrapper" id="z" data-pagetype="search"><img id="zone-img" src="p.svg" data-src="z.jpg" alt=""></section>
</main></div>`;

// The lazy-images island's observer (the registry's 'idle' trigger uses no IntersectionObserver).
const islandObserver = () => observers.find((o) => o.opts?.rootMargin === '100px')!;

describe('<LazyImages> on a page with lazy images', () => {
  it("watches the page's img[data-src] (not the hotspot zones') with a 100 px margin and loads each as it nears", async () => {
    document.body.innerHTML = PAGE;
    await mountProductIslands(['lazy-images']);
    expect(document.body.getAttribute('data-storefront-lazy-images')).toBe('mounted');
    const io = islandObserver();
    expect(io.observed.map((e) => e.id)).toEqual(['a', 'b']);
    const a = document.getElementById('a')!;
    vi.stubGlobal('innerWidth', 375);
    io.cb([{ isIntersecting: true, target: a } as unknown as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    expect(a.getAttribute('src')).toBe('a-small.jpg');
    expect(document.getElementById('b')!.getAttribute('src')).toBe('img/placeholder.svg');
    expect(document.getElementById('zone-img')!.getAttribute('src')).toBe('p.svg');
    unmountAll();
    expect(io.disconnected).toBe(true);
  });

  it('is not claimed on a page whose only lazy images are in hotspot zones', async () => {
    document.body.innerHTML = `<div id="container" class="main_page"><section class="hotspot__wrapper" data-pagetype="main" id="z"><img src="p.svg" data-src="z.jpg" alt=""></section></div>`;
    await mountProductIslands(['lazy-images']);
    expect(document.body.hasAttribute('data-storefront-lazy-images')).toBe(false);
  });
});

// A failing basket call never touches the theme's own link. Until a good basket answer
// replaces it, the header shows exactly what the server rendered: the same nodes, the same words
// ('Koszyk'), the same href and attributes, on IdoSell's markup and on a plain theme's link.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { basketGraphql, changeBasket } from '../../fixtures/mock-shop';
import { setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { failed, loadHeader, loaded, mount, store, setupHeaderPage, untilAwake } from '../../fixtures/mini-basket-page';

setupHeaderPage();

const SAMPLE_LINK = /<a class="top_basket__sub"[\s\S]*?<\/a>/;

/** The theme links the header is given in place of the sample's (badge and price only). */
const LINKS = {
  // A plain theme: no IdoSell classes, the figures are words in the link.
  plain: '<a href="/basketedit.php" id="theme_basket" title="Twój koszyk" data-theme="x">Koszyk (2) 99,00 zł</a>',
  // IdoSell's badge and price, with the theme's own word before them and its own label.
  idosell:
    '<a class="top_basket__sub" href="basketedit.html" aria-label="Koszyk: 2 (szt. produktów), 99,00 zł"><span class="top_basket__text">Koszyk</span> <span class="badge badge-info">2</span> <strong class="top_basket__price">99,00 zł</strong></a>',
} as const;

interface Snapshot {
  nodes: Node[];
  text: string;
  attributes: Record<string, string>;
}

const snapshot = (a: HTMLAnchorElement): Snapshot => ({
  nodes: Array.from(a.childNodes),
  text: a.textContent!,
  attributes: Object.fromEntries(Array.from(a.attributes, (x) => [x.name, x.value])),
});

/** The header with `link` in place of the sample's, and what the server's link holds. */
function themeHeader(link: string, fetchMode?: 'hover'): { el: HTMLElement; server: Snapshot } {
  const el = loadHeader((h) => {
    const html = h.replace(SAMPLE_LINK, link);
    return fetchMode ? html.replace('id="menu_basket"', 'id="menu_basket" data-basket-fetch="hover"') : html;
  });
  return { el, server: snapshot(el.querySelector('a')!) };
}

/** Mounts and waits until the basket call has failed, a timeout run on fake timers. */
async function failWith(fault: FaultKind | 'timeout', link: string) {
  if (fault !== 'timeout') {
    setFault('graphql:basket', fault);
    const page = themeHeader(link);
    await mount();
    await failed();
    return page;
  }
  // The call hangs; the client gives up at its own timeout (10 s), which the fake clock jumps past.
  setFault('graphql:basket', 'hang');
  const page = themeHeader(link, 'hover');
  await mount();
  // The fake clock also moves with real time (shouldAdvanceTime), so the island the shopper's pointer wakes
  // loads and mounts as usual; the jump then happens once the basket call is under way.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  try {
    // The shopper's pointer wakes the island, which reads the basket.
    fireEvent.pointerOver(page.el);
    await untilAwake();
    expect(store().basket.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(store().basket.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(200));
  } finally {
    vi.useRealTimers();
  }
  await failed();
  return page;
}

describe("mini-basket: a failing basket call leaves the theme's link as the server sent it", () => {
  for (const [markup, link] of Object.entries(LINKS)) {
    it.each<FaultKind | 'timeout'>(['500', 'timeout', 'malformed'])(`${markup} link, basket call %s`, async (fault) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { el, server } = await failWith(fault, link);
      const shown = el.querySelector('a')!;
      // The same nodes (not copies), the same words, the same href, id, title, data-* and label.
      expect(Array.from(shown.childNodes)).toEqual(server.nodes);
      shown.childNodes.forEach((node, i) => expect(node).toBe(server.nodes[i]));
      expect(shown.textContent).toBe(server.text);
      expect(shown.textContent).toContain('Koszyk');
      expect(Object.fromEntries(Array.from(shown.attributes, (x) => [x.name, x.value]))).toEqual(server.attributes);
      expect(el.querySelectorAll('a')).toHaveLength(1);
      expect(el.classList.contains('--skeleton')).toBe(false);
      expect(el.getAttribute('data-storefront-mini-basket')).toBe('mounted');
      const detail = fault === 'timeout' ? 'timed out after 10000 ms' : fault === '500' ? 'HTTP 500' : 'invalid JSON';
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:mini-basket\] the basket could not be loaded: POST \/graphql\/v1\/\?query=basket/), expect.anything());
      expect(String(error.mock.calls[0]?.[0])).toContain(detail);
    });
  }

  it('a link that shows only the badge and price (the sample) keeps its nodes and its own label', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:basket', '500');
    const el = loadHeader();
    const server = snapshot(el.querySelector('a')!);
    await mount();
    await failed();
    const shown = el.querySelector('a')!;
    shown.childNodes.forEach((node, i) => expect(node).toBe(server.nodes[i]));
    expect(shown.getAttribute('href')).toBe(server.attributes.href);
    expect(shown.getAttribute('aria-label')).toBe('Koszyk: 3 (szt. produktów), 495,96 zł');
  });

  it('a link that shows only the badge and price, without a label of its own, is named by the island’s words around its figures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:basket', '500');
    const el = loadHeader((h) => h.replace(' aria-label="Koszyk: 3 (szt. produktów), 495,96 zł"', ''));
    expect(el.querySelector('a')!.hasAttribute('aria-label')).toBe(false);
    await mount();
    await failed();
    expect(el.querySelector('a')!.getAttribute('aria-label')).toBe('Koszyk, produkty: 3, wartość: 495,96 zł');
  });

  it('a header without a link gets none until a basket arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql:basket', '500');
    const el = loadHeader((h) => h.replace(SAMPLE_LINK, ''));
    await mount();
    await failed();
    expect(el.querySelector('a')).toBeNull();
  });
});

describe('mini-basket: a good basket answer still replaces the server link', () => {
  it.each(Object.entries(LINKS))('%s link', async (_markup, link) => {
    changeBasket({ product: 101, size: '3', quantity: 1, mode: 'add' });
    const { el, server } = themeHeader(link);
    await mount();
    await loaded();
    const sum = basketGraphql().summaryBasket;
    const shown = el.querySelector('a')!;
    expect(shown.querySelector('.badge')!.textContent).toBe(String(sum.productsCount));
    expect(shown.querySelector('.top_basket__price')!.textContent).toBe(sum.worth.gross.formatted);
    // Its one name: the words (for screen readers only) around the badge and the worth, each said once.
    expect(shown.textContent).toBe(`Koszyk, produkty: ${sum.productsCount}, wartość: ${sum.worth.gross.formatted}`);
    expect(shown.hasAttribute('aria-label')).toBe(false);
    expect(shown.getAttribute('href')).toBe(server.attributes.href);
    // The theme's classes stay on the link (its CSS), with IdoSell's class the island's styles use.
    expect(shown.classList.contains('top_basket__sub')).toBe(true);
    for (const c of (server.attributes.class ?? '').split(' ').filter(Boolean)) expect(shown.classList.contains(c)).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import modalJob from './job';

const PAGE =
  '<a id="open_info" href="#shipping_info">Koszty</a><div id="shipping_info" data-modal hidden>Treść</div>' +
  '<a id="plain" href="#content">Do treści</a><a id="manageCookies" href="#manageCookies">Cookies</a>';

function start() {
  document.body.innerHTML = PAGE;
  const wake = vi.fn();
  const stop = modalJob(document.body, { pageType: null, view: () => 1, wake }) as () => void;
  return { wake, stop };
}
const byId = (id: string) => document.getElementById(id)!;
const mounted = () => {
  document.body.setAttribute('data-storefront-modal', 'mounted');
  document.dispatchEvent(new CustomEvent('storefront:island-mounted', { detail: { name: 'modal' } }));
};

describe('the modal’s load job', () => {
  it('a click on a modal link wakes the island, is held, and is given to it once mounted', () => {
    const { wake, stop } = start();
    const seen: string[] = [];
    document.addEventListener('click', (e) => seen.push((e.target as Element).id));
    expect(fireEvent.click(byId('open_info'))).toBe(false); // held: no jump
    expect(wake).toHaveBeenCalledOnce();
    expect(seen).toEqual([]);
    mounted();
    // The same link clicked again, now for the island (its listener is on the document).
    expect(seen).toEqual(['open_info']);
    stop();
    document.body.removeAttribute('data-storefront-modal');
  });

  it('the cookie-settings link wakes it too; other links and modified clicks are left alone', () => {
    const { wake, stop } = start();
    expect(fireEvent.click(byId('plain'))).toBe(true);
    expect(fireEvent.click(byId('open_info'), { ctrlKey: true })).toBe(true);
    expect(wake).not.toHaveBeenCalled();
    // With no cookie notice and no consent script the link is a plain in-page link, as the island leaves it.
    expect(fireEvent.click(byId('manageCookies'))).toBe(true);
    expect(wake).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<div id="menu_notice" hidden>Ten sklep używa plików cookie.</div>');
    expect(fireEvent.click(byId('manageCookies'))).toBe(false);
    expect(wake).toHaveBeenCalledOnce();
    stop();
  });

  it('the shop’s own consent script is called at once, without waking the island; a throw is named', () => {
    const { wake, stop } = start();
    const w = window as unknown as Record<string, unknown>;
    const consent = vi.fn();
    w.prepareCookiesConfiguration = consent;
    try {
      expect(fireEvent.click(byId('manageCookies'))).toBe(false); // handled: no jump
      expect(consent).toHaveBeenCalledOnce();
      expect(wake).not.toHaveBeenCalled();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      w.prepareCookiesConfiguration = () => {
        throw new Error('boom');
      };
      expect(fireEvent.click(byId('manageCookies'))).toBe(false);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/\[storefront:modal\].*prepareCookiesConfiguration\(\) failed: Error: boom/));
      expect(wake).not.toHaveBeenCalled();
      error.mockRestore();
    } finally {
      delete w.prepareCookiesConfiguration;
      stop();
    }
  });

  it('once the island is mounted, or after stop, it holds nothing', () => {
    const { wake, stop } = start();
    document.body.setAttribute('data-storefront-modal', 'mounted');
    expect(fireEvent.click(byId('open_info'))).toBe(true);
    document.body.setAttribute('data-storefront-modal', 'waiting');
    stop();
    expect(fireEvent.click(byId('open_info'))).toBe(true);
    expect(wake).not.toHaveBeenCalled();
    document.body.removeAttribute('data-storefront-modal');
  });
});

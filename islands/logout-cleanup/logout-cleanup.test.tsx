import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { loadPage, mountWoken } from '../../fixtures/header-page';
import { unmountAll } from '../../core/mount/runtime';
import { createSafeStorage, session } from '../../core/dom/storage';
import { clearExpiryChecks, readExpiryPrefix } from './clear';

// The samples show a signed-out shopper: the signed-in aside and account link are added here.
const signedIn = {
  aside: (html: string) => html.replace('<a class="registration_link" href="client-new.html">Zarejestruj się</a>', '<a class="logout_link" href="/login.php?operation=logout">Wyloguj się</a>'),
  header: (html: string) => html.replace('<div class="account_links">', '<div class="account_links"><button type="button" data-logout>Wyloguj</button>'),
};

const seed = () => {
  sessionStorage.clear();
  sessionStorage.setItem('expchckBasket', '1');
  sessionStorage.setItem('expchckLists', '2');
  sessionStorage.setItem('search_sukienka_pol', '[]');
  localStorage.clear();
  localStorage.setItem('expchckDeviceRegistered', '1');
};
const keys = () => Object.keys(sessionStorage).sort();

beforeEach(seed);

describe('clearExpiryChecks', () => {
  it('removes exactly the keys with the prefix', () => {
    const memory = new Map<string, string>();
    const storage = createSafeStorage(
      () => ({ get length() { return memory.size; }, key: (i: number) => [...memory.keys()][i] ?? null, getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k), clear: () => memory.clear() }),
      'test',
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 12 }), { maxLength: 12 }), fc.string({ minLength: 1, maxLength: 4 }), (names, prefix) => {
        memory.clear();
        names.forEach((n) => memory.set(n, 'x'));
        const removed = clearExpiryChecks(storage, prefix);
        expect(removed.sort()).toEqual(names.filter((n) => n.startsWith(prefix)).sort());
        expect([...memory.keys()].sort()).toEqual(names.filter((n) => !n.startsWith(prefix)).sort());
      }),
    );
  });

  it('never clears everything for an empty prefix', () => {
    expect(clearExpiryChecks(session, '')).toEqual([]);
    expect(keys()).toHaveLength(3);
  });

  it('reads data-expiry-prefix and reports a blank one', () => {
    const el = document.createElement('div');
    expect(readExpiryPrefix(el)).toBe('expchck');
    el.dataset.expiryPrefix = 'exp_';
    expect(readExpiryPrefix(el)).toBe('exp_');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.expiryPrefix = '  ';
    expect(readExpiryPrefix(el)).toBe('expchck');
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:logout-cleanup] data-expiry-prefix="  "');
  });
});

describe('<LogoutCleanup> on the sample page', () => {
  it('clears the expiry checks when the logout link is clicked and lets it navigate', async () => {
    loadPage(signedIn);
    await mountWoken(['logout-cleanup']);
    fireEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    expect(keys()).toHaveLength(3);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Wyloguj się' }))).toBe(true);
    expect(keys()).toEqual(['search_sukienka_pol']);
    // The platform keeps localStorage expchck* (the saved device) on logout.
    expect(localStorage.getItem('expchckDeviceRegistered')).toBe('1');
  });

  it('clears on the account page’s .l_welcome__element.--logout, outside the island’s containers, as the platform listens', async () => {
    loadPage(signedIn);
    await mountWoken(['logout-cleanup']);
    const welcome = document.createElement('div');
    welcome.className = 'l_welcome';
    welcome.innerHTML = '<a class="l_welcome__element --logout" href="/login.php?operation=logout"><span>Wyloguj z konta</span></a>';
    document.body.append(welcome);
    fireEvent.click(screen.getByText('Wyloguj z konta'));
    expect(keys()).toEqual(['search_sukienka_pol']);
  });

  it('handles a [data-logout] element and a click the theme stops', async () => {
    loadPage(signedIn);
    await mountWoken(['logout-cleanup']);
    const button = screen.getByRole('button', { name: 'Wyloguj' });
    button.addEventListener('click', (e) => e.stopPropagation());
    fireEvent.click(button);
    expect(keys()).toEqual(['search_sukienka_pol']);
  });

  it('uses the container’s prefix', async () => {
    loadPage({ ...signedIn, aside: (html) => signedIn.aside(html).replace('<div id="login_menu_block"', '<div id="login_menu_block" data-expiry-prefix="search_"') });
    await mountWoken(['logout-cleanup']);
    fireEvent.click(screen.getByRole('link', { name: 'Wyloguj się' }));
    expect(keys()).toEqual(['expchckBasket', 'expchckLists']);
  });

  it('stops listening when unmounted', async () => {
    loadPage(signedIn);
    await mountWoken(['logout-cleanup']);
    act(() => unmountAll());
    fireEvent.click(screen.getByRole('link', { name: 'Wyloguj się' }));
    expect(keys()).toHaveLength(3);
  });
});

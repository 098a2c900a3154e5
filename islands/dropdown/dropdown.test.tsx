import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { mountProductIslands } from '../../fixtures/product-page';
import { unmountAll } from '../../core/mount/runtime';
import { untilDom } from '../../fixtures/until';
import { untilIslandState } from '../../fixtures/island-state';
import { mountWoken } from '../../fixtures/header-page';

const FORM = `
<form id="cop_form" action="/order1.php" method="post">
  <div class="f-group f-feedback --required">
    <select id="client_region" class="f-select --validate --placeholder" name="client_region" required data-dropdown aria-describedby="client_region_message">
      <option value="" disabled selected>Wybierz kraj</option>
      <option value="PL">Polska</option>
      <option value="CZ">Czechy</option>
      <option value="DE" disabled>Niemcy</option>
      <option value="SK">Słowacja</option>
      <option value="HR">Chorwacja</option>
    </select>
    <label class="f-label" for="client_region">Kraj</label>
    <div id="client_region_message" class="f-message"></div>
  </div>
  <select id="plain" name="plain"><option>a</option></select>
  <button id="after" type="button">Dalej</button>
</form>`;

afterEach(() => vi.useRealTimers());

/** The page with the island woken, as the shopper's pointer wakes it (it waits for intent). */
const mountDropdownPage = async (html = FORM) => {
  document.body.innerHTML = `<div id="container" class="place-order_page">${html}</div>`;
  await mountWoken(['dropdown'], () => document.querySelector('select[data-dropdown]'));
};
const native = () => document.getElementById('client_region') as HTMLSelectElement;
const combo = () => screen.getByRole('combobox', { name: 'Kraj' });
const listbox = () => screen.getByRole('listbox', { name: 'Kraj', hidden: true });
const active = () => document.getElementById(combo().getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
const key = (k: string, init: object = {}) => fireEvent.keyDown(combo(), { key: k, ...init });
const events = () => {
  const seen: string[] = [];
  for (const type of ['input', 'change']) document.getElementById('cop_form')!.addEventListener(type, (e) => seen.push(`${e.type}:${(e.target as HTMLSelectElement).value}`));
  return seen;
};

describe('<Dropdown> in front of a marked select', () => {
  it('is a select-only combobox named by the select label, the native select hidden and out of the tab order', async () => {
    await mountDropdownPage();
    expect(combo().textContent).toBe('Wybierz kraj');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    expect(combo().getAttribute('aria-haspopup')).toBe('listbox');
    const list = document.getElementById(combo().getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(list.getAttribute('aria-labelledby')).toBe(document.querySelector('label[for=client_region]')!.id);
    expect(combo().getAttribute('aria-required')).toBe('true');
    expect(combo().getAttribute('aria-describedby')).toBe('client_region_message');
    expect(combo().classList.contains('f-select')).toBe(true);
    expect(combo().classList.contains('--validate')).toBe(false);
    expect(list.hidden).toBe(true);
    expect(native().getAttribute('tabindex')).toBe('-1');
    expect(native().getAttribute('aria-hidden')).toBe('true');
    // The unmarked select stays native.
    expect(document.getElementById('plain')!.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelectorAll('.dropdown__button')).toHaveLength(1);
  });

  // WCAG 2.5.3 / 1.3.1: the arrow glyph is decoration, never part of the combobox's name or value.
  it('the arrow is an empty aria-hidden span (its glyph is the theme’s ::after): the name is the label, the value the option', async () => {
    await mountDropdownPage();
    const arrow = combo().querySelector('.dropdown__arrow')!;
    expect(arrow.getAttribute('aria-hidden')).toBe('true');
    expect(arrow.textContent).toBe('');
    expect(combo().textContent).toBe('Wybierz kraj');
    expect([...combo().childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('')).toBe('Wybierz kraj');
    // The sample theme draws it on the hidden span, not on the combobox itself (a ::after there is read with the value).
    const css = readFileSync(resolve(import.meta.dirname, '../../html-samples/theme.css'), 'utf8');
    expect(css).toMatch(/\.dropdown__arrow::after\s*\{[^}]*content:\s*"▾"/);
    expect(css).not.toMatch(/\.dropdown__button::(after|before)\s*\{[^}]*content:/);
    fireEvent.keyDown(combo(), { key: 'ArrowDown' });
    fireEvent.keyDown(combo(), { key: 'Enter' });
    expect(combo().textContent).toBe('Polska');
    expect(combo().querySelectorAll('.dropdown__arrow')).toHaveLength(1);
  });

  it('opens with ArrowDown, moves over disabled options, and Enter chooses: the native select changes with its events', async () => {
    await mountDropdownPage();
    const seen = events();
    key('ArrowDown');
    expect(combo().getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(active()).toBe('Polska');
    key('ArrowDown');
    expect(active()).toBe('Czechy');
    key('ArrowDown');
    expect(active()).toBe('Słowacja');
    expect(screen.getByRole('option', { name: 'Słowacja' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Niemcy' }).getAttribute('aria-disabled')).toBe('true');
    key('Enter');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    expect(native().value).toBe('SK');
    expect(combo().textContent).toBe('Słowacja');
    expect(seen).toEqual(['input:SK', 'change:SK']);
    expect(new FormData(document.getElementById('cop_form') as HTMLFormElement).get('client_region')).toBe('SK');
  });

  it('Escape closes without choosing; Home and End go to the first and last enabled options', async () => {
    await mountDropdownPage();
    const seen = events();
    key('End');
    expect(active()).toBe('Chorwacja');
    key('Home');
    expect(active()).toBe('Polska');
    key('Escape');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    expect(native().value).toBe('');
    expect(seen).toEqual([]);
  });

  it('Space opens and chooses; Tab chooses the active option and lets focus move on', async () => {
    await mountDropdownPage();
    key(' ');
    key('ArrowDown');
    key(' ');
    expect(native().value).toBe('CZ');
    key('ArrowDown');
    key('ArrowDown');
    const tab = key('Tab');
    expect(tab).toBe(true); // not prevented: the browser moves focus
    expect(native().value).toBe('SK');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
  });

  it('typeahead: letters jump to matching options, a repeated letter cycles, and it resets after 500 ms', async () => {
    await mountDropdownPage();
    vi.useFakeTimers();
    key('c');
    expect(combo().getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Czechy');
    key('c');
    expect(active()).toBe('Chorwacja');
    act(() => vi.advanceTimersByTime(500));
    key('p');
    expect(active()).toBe('Polska');
    act(() => vi.advanceTimersByTime(500));
    key('s');
    key('ł');
    expect(active()).toBe('Słowacja');
    key('Enter');
    expect(native().value).toBe('SK');
    // A letter nothing starts with opens on an enabled option, never on the disabled placeholder.
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      native().selectedIndex = 0;
    });
    expect(combo().textContent).toBe('Wybierz kraj');
    key('q');
    expect(combo().getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Polska');
    vi.useRealTimers();
  });

  it('a click chooses an option, a disabled one is not chosen, and the focus stays on the combobox', async () => {
    await mountDropdownPage();
    fireEvent.click(combo());
    expect(combo().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Niemcy' }));
    expect(native().value).toBe('');
    fireEvent.click(screen.getByRole('option', { name: 'Polska' }));
    expect(native().value).toBe('PL');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combo());
  });

  it('leaving the open field chooses the active option (APG), and the label focuses the combobox', async () => {
    await mountDropdownPage();
    fireEvent.click(document.querySelector('label[for=client_region]')!);
    expect(document.activeElement).toBe(combo());
    key('ArrowDown');
    key('ArrowDown');
    fireEvent.blur(combo(), { relatedTarget: document.getElementById('after') });
    expect(native().value).toBe('CZ');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows what other code does to the native select: value, options, reset, disabled, invalid', async () => {
    await mountDropdownPage();
    act(() => {
      native().value = 'HR';
    });
    expect(combo().textContent).toBe('Chorwacja');
    act(() => {
      native().selectedIndex = 1;
    });
    expect(combo().textContent).toBe('Polska');
    native().append(Object.assign(document.createElement('option'), { value: 'AT', textContent: 'Austria' }));
    // Each follows the native select through the island's observer (a microtask, then React's render).
    await untilDom(() => screen.getByRole('option', { name: 'Austria', hidden: true }));
    native().setAttribute('aria-invalid', 'true');
    await untilDom(() => combo().getAttribute('aria-invalid') === 'true');
    (document.getElementById('cop_form') as HTMLFormElement).reset();
    await untilDom(() => combo().textContent === 'Wybierz kraj');
    native().disabled = true;
    await untilDom(() => combo().getAttribute('aria-disabled') === 'true');
    key('ArrowDown');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
  });

  it('waits for the shopper: until then the native select is the field, in the tab order, and nothing renders', async () => {
    document.body.innerHTML = `<div id="container" class="place-order_page">${FORM}</div>`;
    await mountProductIslands(['dropdown']);
    expect(native().getAttribute('data-storefront-dropdown')).toBe('waiting');
    // (The native select is a combobox too, implicitly: the island's is the one with the role written out.)
    expect(document.querySelector('[role=combobox], .dropdown')).toBeNull();
    expect(native().hasAttribute('tabindex')).toBe(false);
    expect(native().hasAttribute('aria-hidden')).toBe(false);
  });

  it('a Tab onto the native select wakes it, and the focus goes on to the combobox', async () => {
    document.body.innerHTML = `<div id="container" class="place-order_page">${FORM}</div>`;
    await mountProductIslands(['dropdown']);
    act(() => native().focus());
    await untilIslandState(native(), 'dropdown', ['mounted']);
    await untilDom(() => document.activeElement === combo());
    expect(native().getAttribute('tabindex')).toBe('-1');
  });

  it('a tap or click on the native select that wakes it is not lost: the combobox opens, focused', async () => {
    document.body.innerHTML = `<div id="container" class="place-order_page">${FORM}</div>`;
    await mountProductIslands(['dropdown']);
    // A touch screen's tap: no hover first; the click is held while the island loads, then handled by it.
    fireEvent.touchStart(native());
    fireEvent.click(native());
    await untilIslandState(native(), 'dropdown', ['mounted']);
    await untilDom(() => combo().getAttribute('aria-expanded') === 'true');
    expect(document.activeElement).toBe(combo());
    // Open at the chosen option, as the combobox's own click opens it.
    expect(active()).toBe('Wybierz kraj');
  });

  it('a focus given to the native select (a validator showing the first error) lands on the combobox', async () => {
    await mountDropdownPage();
    act(() => native().focus());
    expect(document.activeElement).toBe(combo());
  });

  it('leaves multiple selects native', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await mountDropdownPage('<form><select id="m" multiple data-dropdown name="m"><option>a</option><option>b</option></select></form>');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.getElementById('m')!.hasAttribute('aria-hidden')).toBe(false);
    // The select is named in the text, never handed to the console: the console keeps its arguments for the
    // page's life, and the select would keep a region swapped out by a partial load alive.
    expect(info.mock.calls).toEqual([['[storefront:dropdown] multiple and list-box selects keep their native form: <select id="m" name="m">']]);
  });

  it('puts the native select back on unmount', async () => {
    await mountDropdownPage();
    unmountAll();
    expect(document.querySelector('.dropdown__button')).toBeNull();
    expect(native().hasAttribute('tabindex')).toBe(false);
    expect(native().hasAttribute('aria-hidden')).toBe(false);
    expect(native().hasAttribute('style')).toBe(false);
    expect(Object.hasOwn(native(), 'value')).toBe(false);
    expect(document.querySelector('.dropdown')).toBeNull();
  });
});

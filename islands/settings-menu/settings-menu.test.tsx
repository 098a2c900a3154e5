import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { loadPage, mountWoken } from '../../fixtures/header-page';
import { unmountAll } from '../../core/mount/runtime';
import { findParts, panelStyle } from './parts';
import { HOVER_CLOSE_MS, HOVER_OPEN_MS } from './SettingsMenu';

const settings = () => document.getElementById('menu_settings')!;
const form = () => settings().querySelector('form')!;
const wrapper = () => settings().querySelector<HTMLElement>('.open_trigger')!;
const toggle = () => screen.getByRole('button', { name: 'Polski · PLN' });
const mount = () => mountWoken(['settings-menu'], settings);
const isOpen = () => form().style.display === 'block' && toggle().getAttribute('aria-expanded') === 'true';

describe('panelStyle', () => {
  it('keeps the form’s own style and sets only the display', () => {
    expect(panelStyle('', false)).toBe('display:none');
    expect(panelStyle('color: red', true)).toBe('color: red;display:block');
    expect(panelStyle('color: red; ', false)).toBe('color: red;display:none');
  });
});

describe('findParts', () => {
  it('names what is missing and leaves the menu alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    el.id = 'menu_settings';
    el.innerHTML = '<div class="open_trigger"><a href="/settings.php">PL</a></div>';
    expect(findParts(el)).toBeNull();
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:settings-menu] #menu_settings has no form.hover__element');
  });
});

describe('<SettingsMenu> on the sample header', () => {
  it('is a plain link and a hover form until it mounts, then a collapsed disclosure', async () => {
    loadPage();
    const before = form().innerHTML;
    expect(screen.queryByRole('button', { name: 'Polski · PLN' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Polski · PLN' }).hasAttribute('aria-expanded')).toBe(false);
    await mount();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(form().id);
    expect(form().id).not.toBe('');
    expect(form().style.display).toBe('none');
    // Radios, selects and the submit button are the server's, untouched.
    expect(form().innerHTML).toBe(before);
  });

  it('mounts open when focus is already inside the form (woken by that focus), so focus is never on a hidden field', async () => {
    loadPage();
    const currency = screen.getByLabelText('Waluta');
    currency.focus();
    await mount();
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(currency);
    fireEvent.keyDown(currency, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('opens and closes on click, Enter and Space', async () => {
    loadPage();
    await mount();
    expect(fireEvent.click(toggle())).toBe(false); // the link no longer leaves the page
    expect(isOpen()).toBe(true);
    expect(wrapper().classList.contains('--active')).toBe(true);
    fireEvent.click(toggle());
    expect(isOpen()).toBe(false);
    expect(wrapper().classList.contains('--active')).toBe(false);
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape from inside the form and puts focus back on the toggle', async () => {
    loadPage();
    await mount();
    fireEvent.click(toggle());
    const currency = screen.getByLabelText('Waluta');
    currency.focus();
    fireEvent.keyDown(currency, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside, not on one inside', async () => {
    loadPage();
    await mount();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByLabelText('English'));
    expect(isOpen()).toBe(true);
    fireEvent.click(document.getElementById('logo')!);
    expect(isOpen()).toBe(false);
  });

  it('closes when focus moves on past the form', async () => {
    loadPage();
    await mount();
    fireEvent.click(toggle());
    const submit = screen.getByRole('button', { name: 'Zastosuj zmiany' });
    fireEvent.focusOut(submit, { relatedTarget: screen.getByRole('link', { name: 'Moje konto' }) });
    expect(isOpen()).toBe(false);
  });

  it('opens on a mouse hover after a delay and closes after the pointer leaves; a click pins it', async () => {
    loadPage();
    await mount();
    vi.useFakeTimers();
    try {
      fireEvent.pointerEnter(wrapper(), { pointerType: 'mouse' });
      expect(isOpen()).toBe(false);
      act(() => vi.advanceTimersByTime(HOVER_OPEN_MS));
      expect(isOpen()).toBe(true);
      fireEvent.pointerLeave(wrapper(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS - 1));
      expect(isOpen()).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(isOpen()).toBe(false);

      // Hover, then click: pinned open, leaving does not close it; the next click does.
      fireEvent.pointerEnter(wrapper(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(HOVER_OPEN_MS));
      fireEvent.click(toggle());
      fireEvent.pointerLeave(wrapper(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS * 2));
      expect(isOpen()).toBe(true);
      fireEvent.click(toggle());
      expect(isOpen()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not open on a touch or pen "hover"', async () => {
    loadPage();
    await mount();
    vi.useFakeTimers();
    try {
      fireEvent.pointerEnter(wrapper(), { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(HOVER_OPEN_MS * 3));
      expect(isOpen()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the form post natively', async () => {
    loadPage();
    await mount();
    fireEvent.click(toggle());
    expect(fireEvent.submit(form())).toBe(true);
    expect(form().getAttribute('action')).toBe('/settings.php');
  });

  it('puts the server markup back and stops listening when unmounted', async () => {
    loadPage();
    const before = settings().innerHTML;
    await mount();
    fireEvent.click(toggle());
    act(() => unmountAll());
    expect(settings().innerHTML).toBe(before);
    const link = screen.getByRole('link', { name: 'Polski · PLN' });
    expect(fireEvent.click(link)).toBe(true);
    fireEvent.click(document.body);
    expect(settings().innerHTML).toBe(before);
  });
});

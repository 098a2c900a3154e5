import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toasts, SETTLE_MS, type ToastsConfig } from './Toasts';
import island from './index';
import { readToast } from './toast';
import { FOCUS_INNER, FOCUS_OUTER, TOASTS_CSS } from './styles';
import { contrast, luminance } from '../../fixtures/contrast';
import { showToast } from '../../core/toast';
import { initShopStore, resetShopStore } from '../../core/store/store';
import { PLN_FORMAT } from '../../core/money';

const CONFIG: ToastsConfig = { duration: 4000, fade: 500 };

function init(language = 'pl', textOverrides: Record<string, string> = {}) {
  resetShopStore();
  initShopStore({
    product: null, view: 3, pageType: 'main', language, textOverrides,
    shop: { priceType: 'gross', currency: PLN_FORMAT, logged: false, contactLink: '/contact.php', blacklist: { extensions: [], mimes: [] }, language, cacheHtml: false, clientPoints: null },
  });
}

/** Mounts the stack and lets its live regions settle, as a screen reader needs. */
function mount(config: Partial<ToastsConfig> = {}, takeEarlyEvents?: () => unknown[]) {
  const view = render(<Toasts config={{ ...CONFIG, ...config }} container={document.body} takeEarlyEvents={takeEarlyEvents} />);
  act(() => vi.advanceTimersByTime(SETTLE_MS));
  return view;
}
/** Time passes in small steps, each followed by React's render, as in a browser. */
const advance = (ms: number) => {
  for (let done = 0; done < ms; done += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - done)));
};
const send = (kind: 'info' | 'warning' | 'error' | 'success', message: string, duration?: number) =>
  act(() => showToast(kind, message, duration === undefined ? {} : { duration }));
const toastTexts = () => Array.from(document.querySelectorAll('.alertek__message')).map((p) => p.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  init();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<Toasts>', () => {
  it('has both live regions in the page before any message arrives', () => {
    mount();
    expect(screen.getByRole('alert')).toHaveProperty('childElementCount', 0);
    expect(screen.getByRole('status')).toHaveProperty('childElementCount', 0);
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toBeTruthy();
  });

  it('puts warnings and errors in the assertive region, info and success in the polite one', () => {
    mount();
    send('info', 'Informacja');
    send('warning', 'Ostrzeżenie');
    send('error', 'Błąd');
    send('success', 'Sukces');
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    const shown = (region: HTMLElement) =>
      Array.from(region.querySelectorAll('.alertek')).map((el) => [el.className, el.querySelector('.alertek__message')!.textContent]);
    expect(shown(alert)).toEqual([
      ['alertek --warning', 'Ostrzeżenie'],
      ['alertek --error', 'Błąd'],
    ]);
    expect(shown(status)).toEqual([
      ['alertek --info', 'Informacja'],
      ['alertek --success', 'Sukces'],
    ]);
  });

  it('stacks toasts, newest last, and keeps at most five', () => {
    mount();
    for (let i = 1; i <= 7; i++) send('info', `Wiadomość ${i}`);
    expect(toastTexts()).toEqual(['Wiadomość 3', 'Wiadomość 4', 'Wiadomość 5', 'Wiadomość 6', 'Wiadomość 7']);
  });

  it('a flood of info never pushes an error or warning out of the five', () => {
    mount();
    send('error', 'Błąd 1');
    send('warning', 'Uwaga');
    for (let i = 1; i <= 10; i++) send('info', `Info ${i}`);
    send('error', 'Błąd 2');
    expect(toastTexts()).toEqual(['Błąd 1', 'Uwaga', 'Błąd 2', 'Info 9', 'Info 10']);
    // Five errors: the oldest error goes for a sixth.
    for (let i = 3; i <= 6; i++) send('error', `Błąd ${i}`);
    expect(toastTexts()).toEqual(['Błąd 2', 'Błąd 3', 'Błąd 4', 'Błąd 5', 'Błąd 6']);
  });

  it('renders the message as text, never as markup', () => {
    mount();
    send('error', '<img src=x onerror="alert(1)"><b>bold</b>');
    expect(document.querySelector('.alertek img, .alertek b')).toBeNull();
    expect(toastTexts()).toEqual(['<img src=x onerror="alert(1)"><b>bold</b>']);
  });

  it('the live regions hold the words only: each close button is outside them, beside its toast and described by it', () => {
    mount();
    send('error', 'Nie zapisano');
    send('success', 'Zapisano');
    send('warning', 'Sprawdź adres');
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert.querySelector('button')).toBeNull();
    expect(status.querySelector('button')).toBeNull();
    // What a screen reader reads of each region is the words, no "Zamknij powiadomienie" and no "×".
    expect(alert.textContent).toBe('Nie zapisanoSprawdź adres');
    expect(status.textContent).toBe('Zapisano');
    const closes = screen.getAllByRole('button', { name: 'Zamknij powiadomienie' });
    expect(closes.map((b) => b.closest('[aria-live], [role=alert], [role=status]'))).toEqual([null, null, null]);
    // In the order the toasts came, each in its toast's grid row, named by the label and described by the toast's words.
    expect(closes.map((b) => document.getElementById(b.getAttribute('aria-describedby')!)!.textContent)).toEqual(['Nie zapisano', 'Zapisano', 'Sprawdź adres']);
    const rowOf = (el: Element) => (el as HTMLElement).style.gridRow.split(' ')[0];
    for (const b of closes) {
      const box = document.querySelector(`.alertek[data-toast-id="${b.getAttribute('data-toast-id')}"]`)!;
      expect(rowOf(b), b.getAttribute('data-toast-id')!).toBe(rowOf(box));
    }
    expect(closes.map(rowOf)).toEqual(['1', '2', '3']);
  });

  it('the button\'s hover pauses the timer too, as the box\'s does', () => {
    mount();
    send('info', 'Najeżdżam');
    advance(3000);
    const close = screen.getByRole('button', { name: 'Zamknij powiadomienie' });
    fireEvent.mouseEnter(close);
    advance(10_000);
    expect(toastTexts()).toEqual(['Najeżdżam']);
    fireEvent.mouseLeave(close);
    advance(1000 + 500);
    expect(toastTexts()).toEqual([]);
  });

  it('leaves after 4000 ms and a 500 ms fade', () => {
    mount();
    send('success', 'Zapisano');
    const toast = document.querySelector<HTMLElement>('.alertek')!;
    advance(20);
    expect(toast.style.opacity).toBe('1');
    expect(toast.style.transition).toContain('500ms');
    advance(3970);
    expect(toastTexts()).toEqual(['Zapisano']);
    advance(20);
    expect(toast.style.opacity).toBe('0');
    expect(toastTexts()).toEqual(['Zapisano']);
    advance(500);
    expect(toastTexts()).toEqual([]);
  });

  it('takes its duration from the event, else from data-toast-duration', () => {
    mount({ duration: 1000 });
    send('info', 'krótki');
    send('info', 'długi', 9000);
    advance(1000 + 500);
    expect(toastTexts()).toEqual(['długi']);
    advance(8000);
    expect(toastTexts()).toEqual([]);
  });

  it('errors and warnings stay until the shopper closes them (WCAG 2.2.1); info and success leave on time', () => {
    mount();
    send('error', 'Nie zapisano');
    send('warning', 'Sprawdź adres');
    send('info', 'Informacja');
    send('success', 'Sukces');
    advance(4000 + 500);
    expect(toastTexts()).toEqual(['Nie zapisano', 'Sprawdź adres']);
    advance(10 * 60_000);
    expect(toastTexts()).toEqual(['Nie zapisano', 'Sprawdź adres']);
    const [close] = screen.getAllByRole('button', { name: 'Zamknij powiadomienie' });
    fireEvent.click(close!);
    advance(500);
    expect(toastTexts()).toEqual(['Sprawdź adres']);
  });

  it('an explicit duration still holds for every kind, errors included', () => {
    mount();
    send('error', 'Krótki błąd', 2000);
    send('warning', 'Stała uwaga');
    advance(2000 + 500);
    expect(toastTexts()).toEqual(['Stała uwaga']);
  });

  it('the close button has its own focus ring, above the theme\'s', () => {
    mount();
    send('info', 'Pierścień');
    const css = document.querySelector('.storefront-toasts > style')!.textContent!;
    expect(css).toBe(TOASTS_CSS);
    expect(css).toContain(`.alertek__close:focus-visible{outline:2px solid ${FOCUS_INNER}`);
    expect(css).toContain(`box-shadow:0 0 0 4px ${FOCUS_OUTER}`);
    // The style element is outside both live regions: nothing is announced of it.
    expect(screen.getByRole('status').querySelector('style')).toBeNull();
  });

  it('the stack is capped to the window and scrolls; in forced colours each kind has a border of its own shape', () => {
    expect(TOASTS_CSS).toContain('.storefront-toasts{max-height:calc(100vh - 48px);max-height:calc(100dvh - 48px);overflow-y:auto');
    const forced = /@media \(forced-colors:active\)\{(.*?\})\}/.exec(TOASTS_CSS)![1]!;
    const border = (kind: string) => new RegExp(`\\.alertek\\.--${kind}\\{border:([^}]*)\\}`).exec(forced)?.[1];
    expect(forced).toContain('.storefront-toasts .alertek{border:1px solid CanvasText}');
    expect([border('error'), border('warning'), border('success')]).toEqual(['4px double CanvasText', '3px dashed CanvasText', '3px solid CanvasText']);
  });

  it('pauses its timer while hovered and carries the time left over', () => {
    mount();
    send('info', 'Czytam');
    const toast = document.querySelector<HTMLElement>('.alertek')!;
    advance(3000);
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(toastTexts()).toEqual(['Czytam']);
    fireEvent.mouseLeave(toast);
    advance(900);
    expect(toast.style.opacity).toBe('1');
    advance(100 + 500);
    expect(toastTexts()).toEqual([]);
  });

  it('pauses while focus is inside it', () => {
    mount();
    send('success', 'Zapisano zmiany');
    advance(3900);
    act(() => screen.getByRole('button', { name: 'Zamknij powiadomienie' }).focus());
    advance(20_000);
    expect(toastTexts()).toEqual(['Zapisano zmiany']);
    act(() => screen.getByRole('button', { name: 'Zamknij powiadomienie' }).blur());
    advance(100 + 500);
    expect(toastTexts()).toEqual([]);
  });

  it('closes by its button and by Escape, and returns focus where the shopper came from', () => {
    document.body.insertAdjacentHTML('afterbegin', '<button id="before">przed</button>');
    mount();
    send('warning', 'Pierwszy');
    send('warning', 'Drugi');
    const before = document.getElementById('before')!;
    before.focus();
    const [first, second] = screen.getAllByRole('button', { name: 'Zamknij powiadomienie' });
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(document.activeElement).toBe(before);
    advance(500);
    expect(toastTexts()).toEqual(['Drugi']);

    const escape = vi.fn();
    document.addEventListener('keydown', escape);
    act(() => second!.focus());
    fireEvent.keyDown(second!, { key: 'Escape' });
    document.removeEventListener('keydown', escape);
    expect(escape).not.toHaveBeenCalled();
    advance(500);
    expect(toastTexts()).toEqual([]);
  });

  it('moves focus to the next toast when there is nowhere to go back to', () => {
    mount();
    send('error', 'A');
    send('error', 'B');
    const [a, b] = screen.getAllByRole('button', { name: 'Zamknij powiadomienie' });
    act(() => a!.focus());
    fireEvent.click(a!);
    expect(document.activeElement).toBe(b);
  });

  it('shows the toasts sent before it mounted, after its live regions are in the page', () => {
    let kept: unknown[] = [
      { kind: 'error', message: 'Zbyt duży plik' },
      { kind: 'success', message: 'Dodano' },
    ];
    const take = vi.fn(() => {
      const out = kept;
      kept = [];
      return out;
    });
    render(<Toasts config={CONFIG} container={document.body} takeEarlyEvents={take} />);
    expect(take).toHaveBeenCalledOnce();
    // Regions first, messages a moment later, so they are announced.
    expect(screen.getByRole('alert').childElementCount).toBe(0);
    send('info', 'w trakcie');
    advance(SETTLE_MS);
    expect(toastTexts()).toEqual(['Zbyt duży plik', 'Dodano', 'w trakcie']);
  });

  it('uses English texts and page overrides for its labels', () => {
    init('en', { 'toasts.close': 'Dismiss' });
    mount();
    send('info', 'Saved');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('with reduced motion it does not fade', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    mount();
    send('info', 'Bez animacji');
    const toast = document.querySelector<HTMLElement>('.alertek')!;
    expect(toast.style.transition).toBe('none');
    expect(toast.style.opacity).toBe('1');
    advance(3950);
    expect(toastTexts()).toEqual(['Bez animacji']);
    // Gone as its time is up: no fade to wait for.
    advance(100);
    expect(toastTexts()).toEqual([]);
  });

  it('a second stack on the page stays empty, so no toast shows twice', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount();
    const other = document.createElement('div');
    document.body.append(other);
    render(<Toasts config={CONFIG} container={other} />, { container: other });
    send('info', 'Raz');
    expect(toastTexts()).toEqual(['Raz']);
    expect(warn.mock.calls[0]?.[0]).toContain('[storefront:toasts]');
  });

  it('a first render React throws away and starts again still owns the stack', async () => {
    // The island mounts in a transition; React may discard that render (a sibling suspends, an
    // update of higher priority arrives) and run every hook initializer again. The stack must
    // claim again as itself, not find its own discarded claim and stay empty.
    // Only the timers are fake here (React's scheduler runs on real setImmediate, for the retry).
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let open = false;
    void gate.then(() => (open = true));
    const Sibling = () => {
      if (!open) throw gate;
      return null;
    };
    render(
      <Suspense fallback={null}>
        <Toasts config={CONFIG} container={document.body} />
        <Sibling />
      </Suspense>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      release();
      await gate;
    });
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    act(() => showToast('info', 'Po powtórce'));
    expect(toastTexts()).toEqual(['Po powtórce']);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = mount();
    unmount();
    send('info', 'po');
    expect(toastTexts()).toEqual([]);
  });

  it('ignores a malformed event with a console message and shows an unknown kind as info', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    act(() => {
      document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind: 'error', message: 42 } }));
      document.dispatchEvent(new CustomEvent('storefront:toast', { detail: null }));
      document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind: 'fatal', message: 'Dziwny' } }));
    });
    expect(toastTexts()).toEqual(['Dziwny']);
    expect(screen.getByRole('status').textContent).toContain('Dziwny');
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('{"kind":"error","message":42}'),
      expect.stringContaining('null'),
      expect.stringContaining('"fatal"'),
    ]);
  });
});

describe('readToast', () => {
  it('falls back to the default duration for a bad one, with a message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readToast({ kind: 'info', message: 'x', duration: -5 })).toMatchObject({ duration: 4000 });
    expect(readToast({ kind: 'info', message: 'x', duration: Infinity }, 3000)).toMatchObject({ duration: 3000 });
    expect(readToast({ kind: 'info', message: 'x', duration: 1e12 })).toMatchObject({ duration: 2_147_483_647 });
    expect(readToast({ kind: 'error', message: 'x', duration: 'long' })).toMatchObject({ duration: null });
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('without a duration: errors and warnings stay (null), info and success take the default', () => {
    expect(readToast({ kind: 'error', message: 'x' }, 3000)).toMatchObject({ duration: null });
    expect(readToast({ kind: 'warning', message: 'x' }, 3000)).toMatchObject({ duration: null });
    expect(readToast({ kind: 'info', message: 'x' }, 3000)).toMatchObject({ duration: 3000 });
    expect(readToast({ kind: 'success', message: 'x' })).toMatchObject({ duration: 4000 });
    expect(readToast({ kind: 'error', message: 'x', duration: 1500 })).toMatchObject({ duration: 1500 });
  });
});

describe('focus ring contrast (WCAG 1.4.11)', () => {
  // The sample theme's toast backgrounds (html-samples/theme.css .alertek) and the page behind the stack.
  const TOASTS = { info: '#1d1d1b', error: '#8a1c15', success: '#17532d', warning: '#6b3200' };
  const PAGE = '#ffffff';

  it('the white inner ring is at least 3:1 against every toast (the button is transparent: the toast is its background)', () => {
    for (const [kind, bg] of Object.entries(TOASTS)) expect(contrast(FOCUS_INNER, bg), kind).toBeGreaterThanOrEqual(3);
    // 16.9, 9.3, 9.1 and 10.1:1, where the theme's #1a5fb4 ring was 2.7, 1.5, 1.4 and 1.6:1.
    expect(contrast(FOCUS_INNER, TOASTS.info)).toBeCloseTo(16.88, 2);
    expect(contrast(FOCUS_INNER, TOASTS.error)).toBeCloseTo(9.3, 1);
    expect(contrast('#1a5fb4', TOASTS.error)).toBeLessThan(3);
  });

  it('the outer ring is at least 3:1 against the page around, and the two rings against each other', () => {
    expect(contrast(FOCUS_OUTER, PAGE)).toBeGreaterThanOrEqual(3);
    expect(contrast(FOCUS_INNER, FOCUS_OUTER)).toBeGreaterThan(18);
  });

  it('on any background one of the two rings is at least 3:1 (a theme may give toasts its own colours)', () => {
    for (let v = 0; v <= 255; v += 5) {
      for (const bg of [`rgb(${v}, ${v}, ${v})`, `rgb(${v}, 0, 0)`, `rgb(0, ${v}, 0)`, `rgb(0, 0, ${v})`, `rgb(255, ${v}, 0)`, `rgb(0, ${v}, 255)`]) {
        expect(Math.max(contrast(FOCUS_INNER, bg), contrast(FOCUS_OUTER, bg)), bg).toBeGreaterThanOrEqual(3);
      }
    }
    expect(luminance('#fff')).toBe(1);
    expect(contrast('#000', '#fff')).toBe(21);
  });
});

describe('config', () => {
  it('reads data-toast-duration and data-toast-fade and reports bad values', () => {
    const el = document.createElement('body');
    expect(island.readConfig!(el)).toEqual({ duration: 4000, fade: 500 });
    el.dataset.toastDuration = '6000';
    el.dataset.toastFade = '0';
    expect(island.readConfig!(el)).toEqual({ duration: 6000, fade: 0 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.toastDuration = 'forever';
    expect(island.readConfig!(el)).toEqual({ duration: 4000, fade: 0 });
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:toasts] data-toast-duration="forever"');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { loadProductPage, mountProductIslands, openProductPage } from '../../fixtures/product-page';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { mockShop, observeProduct as observeInState } from '../../fixtures/mock-shop/state';
import { OBSERVE_LIMIT } from '../../fixtures/mock-shop/handlers/projector';
import { observeProduct, observeUrl } from './api';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import { emailProblem, prefilled } from './notify';
import { afterPaint, afterQueuedWork, untilCalled, untilDom, untilRequest } from '../../fixtures/until';
import { http, HttpResponse } from 'msw';

const section = () => document.getElementById('projector_tell_availability_section')!;
const visible = () => section().classList.contains('--visible');
/** A size chosen, and what follows it one frame later rendered. */
const choose = async (size: string) => {
  act(() => getShopStore().getState().product.selectSize(size));
  await afterPaint();
};
const toggle = () => screen.getByRole('button', { name: 'Powiadom mnie o dostępności' });
const field = () => screen.getByRole('textbox', { name: 'Twój adres e-mail' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Powiadom mnie' });
/** The send button is aria-disabled from the press until the shop's answer is shown. */
const sending = () => document.querySelector('.projector_tell_availability__send[aria-disabled]') !== null;
/** After a send: the answer is in and shown (awaited on the DOM change, however long the request takes). */
const answered = () => untilDom(() => !sending());
/** The page's notify requests, counted when fetch is called (the send's own task, no waiting). */
const notifyFetches = () => {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('set_product_observed')).length;
};

async function openForm() {
  const user = userEvent.setup();
  await user.click(toggle());
  return user;
}

// No IntersectionObserver: the 'visible' trigger wakes it at once (when it wakes: wake.test.tsx).
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => document.documentElement.removeAttribute('lang'));

describe('emailProblem', () => {
  it('tells empty from malformed', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(['jan@', 'jan@example', 'jan kowalski@example.com', 'a..b@example.com', '@example.com'].map(emailProblem)).toEqual(Array(5).fill('invalid'));
    expect(['jan@example.com', ' anna.nowak+shop@sklep.com.pl '].map(emailProblem)).toEqual([null, null]);
  });

  it('never accepts a value without exactly one @ (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const at = s.trim().split('@').length - 1;
      return at === 1 || emailProblem(s) !== null;
    }));
  });
});

describe('product-notify: when it shows', () => {
  it('projector-101: hidden for M, shown for sold-out S, put back on unmount', async () => {
    await openProductPage('projector-101', { islands: ['product-notify'] });
    expect(visible()).toBe(false);
    await choose('2');
    expect(visible()).toBe(true);
    await choose('4'); // made to order: not "unavailable"
    expect(visible()).toBe(false);
    await choose('2');
    expect(document.querySelectorAll('body > form[hidden]')).toHaveLength(1);
    unmountWithin(section());
    expect(visible()).toBe(false);
    // Its detached form goes with it.
    expect(document.querySelectorAll('body > form[hidden]')).toHaveLength(0);
  });

  it('projector-102: every size sold out and none chosen, so it shows at once', async () => {
    await openProductPage('projector-102', { islands: ['product-notify'] });
    expect(visible()).toBe(true);
  });
});

describe('prefilled', () => {
  it('gives the shop’s e-mail only to an empty field', () => {
    expect(prefilled('', 'jan@example.com')).toBe('jan@example.com');
    expect(prefilled('  ', 'jan@example.com')).toBe('jan@example.com');
    expect(prefilled('inny@example.com', 'jan@example.com')).toBe('inny@example.com');
    expect(prefilled('', '')).toBe('');
    fc.assert(fc.property(fc.string(), fc.string(), (typed, found) => !typed.trim() || prefilled(typed, found) === typed));
  });
});

describe('product-notify: the disclosure', () => {
  it('turns the server link into a button that reveals the e-mail form', async () => {
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const button = toggle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(section().querySelector('a')).toBeNull();
    const user = await openForm();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('group', { name: 'Powiadom mnie o dostępności' })).toBeTruthy();
    expect(field().type).toBe('email');
    expect(field().getAttribute('autocomplete')).toBe('email');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('adds nothing the product form would post or validate', async () => {
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.type(field(), 'not-an-address');
    const form = document.getElementById('projector_form') as HTMLFormElement;
    expect(section().querySelectorAll('[name], form')).toHaveLength(0);
    expect([...new FormData(form).keys()]).not.toContain('email');
    // Its form owner (by the form attribute; happy-dom ignores it, browsers do not) is outside the product form.
    const owner = document.getElementById(field().getAttribute('form') ?? '');
    expect(owner?.tagName).toBe('FORM');
    expect(form.contains(owner)).toBe(false);
    expect(sendButton().getAttribute('form')).toBe(owner?.id);
  });

  it('speaks English with <html lang="en"> and keeps the server link text', async () => {
    document.documentElement.lang = 'en';
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = userEvent.setup();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });
});

describe('product-notify: sending', () => {
  it('validates before sending: required, then the e-mail pattern with an example', async () => {
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.click(sendButton());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe('Proszę wypełnić to pole.');
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'jan@');
    await user.click(sendButton());
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Niepoprawnie wpisany adres e-mail. Wpisz pełny adres e-mail, np. jan.kowalski@example.com',
    );
    // Nothing sent: a send would have shown the busy button in the press's own render.
    expect(sending()).toBe(false);
    expect(mockShop().observed).toEqual([]);
  });

  it('success: says so politely, keeps the address, the shop records it', async () => {
    await openProductPage('projector-101', { islands: ['product-notify'] });
    await choose('2');
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    await user.click(sendButton());
    await answered();
    expect(screen.getByRole('status').textContent).toBe('Produkt został poprawnie dodany do powiadomień.');
    expect(field().value).toBe('jan@example.com');
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(mockShop().observed).toEqual([{ productId: 101, size: '2', email: 'jan@example.com' }]);
  });

  it('Enter in the field sends and never submits the product form', async () => {
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const submit = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('projector_form')!.addEventListener('submit', submit);
    const user = await openForm();
    await user.type(field(), 'anna@example.com{Enter}');
    await answered();
    expect(mockShop().observed).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('a double click sends once', async () => {
    setFault('projector:observe', 'slow:150');
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    const fetches = notifyFetches();
    await user.dblClick(sendButton());
    expect(screen.getByRole('button', { name: 'Wysyłanie…' }).getAttribute('aria-disabled')).toBe('true');
    expect(fetches()).toBe(1);
    await answered();
    expect(screen.getByRole('status').textContent).not.toBe('');
    expect(mockShop().observed).toHaveLength(1);
  });

  it('sends the platform’s request: e-mail and field URL-encoded, mode=2, the page’s reCAPTCHA token', async () => {
    const urls: string[] = [];
    const record = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', record);
    await openProductPage('projector-101', { islands: ['product-notify'] });
    document.body.insertAdjacentHTML('beforeend', '<input type="hidden" name="iai-recaptcha-token" value="tok 1">');
    await choose('2');
    const user = await openForm();
    await user.type(field(), 'jan+a@example.com');
    await user.click(sendButton());
    await answered();
    expect(mockShop().observed).toHaveLength(1);
    server.events.removeListener('request:start', record);
    const sent = new URL(urls.find((u) => u.includes('set_product_observed'))!);
    expect(sent.search).toBe(
      `?action=set_product_observed&product=101&size=2&email=jan%2Ba%40example.com&mode=2&recaptcha=tok%201&field=${encodeURIComponent('{"availability_email":"jan+a@example.com"}')}`,
    );
    expect(mockShop().observed).toEqual([{ productId: 101, size: '2', email: 'jan+a@example.com' }]);
  });

  it('errdesc "mail" from the shop maps to its text; without a token recaptcha is sent empty', async () => {
    const reply = await observeProduct({ product: '102', size: '6', email: 'not-an-address' });
    expect(reply).toEqual({ ok: false, error: 'mail', errdesc: 'mail' });
    expect(observeUrl({ product: '102', size: '6', email: 'a@b.pl' }, '')).toContain('&mode=2&recaptcha=&field=');
  });

  it('status "error" with errdesc "limit": the platform’s text as an alert, the address kept', async () => {
    for (let i = 0; i < OBSERVE_LIMIT; i++) observeInState(101, '2', 'jan@example.com');
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    await user.click(sendButton());
    await answered();
    expect(screen.getByRole('alert').textContent).toBe('Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field().value).toBe('jan@example.com');
  });

  it('an unknown errdesc gets the generic text and a console warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadProductPage('projector-102');
    // A product the shop no longer knows: the mock answers errdesc "product".
    (window as unknown as { product_data: Array<{ id: number }> }).product_data[0]!.id = 999999;
    await mountProductIslands(['product-notify']);
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    await user.click(sendButton());
    await answered();
    expect(screen.getByRole('alert').textContent).toBe('Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[storefront:product-notify] the shop refused the notify request for product 999999, size "" with errdesc "product"'));
  });

  it('English texts for the platform’s answers', async () => {
    document.documentElement.lang = 'en';
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = userEvent.setup();
    await user.click(toggle());
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await answered();
    expect(screen.getByRole('status').textContent).toBe('The product has been added to your notifications.');
  });

  it('wrong-shape (JSON without a status): taken as done, as the platform does, and the console told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFault('projector:observe', 'wrong-shape');
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    await user.click(sendButton());
    await answered();
    expect(screen.getByRole('status').textContent).toBe('Produkt został poprawnie dodany do powiadomień.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[storefront:product-notify] set_product_observed answered {"unexpected":true}'));
  });

  it.each(['malformed', 'platform'] as const)('%s (not JSON; the platform’s redirect to an HTML page): the platform’s generic error, the address kept', async (kind) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('projector:observe', kind);
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    await user.click(sendButton());
    await answered();
    expect(screen.getByRole('alert').textContent).toBe('Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych');
    expect(field().value).toBe('jan@example.com');
  });

  it.each(['500', 'abort'] as const)('fault %s: a connection alert, the address kept, the console told', async (kind) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('projector:observe', kind);
    await openProductPage('projector-102', { islands: ['product-notify'] });
    const user = await openForm();
    await user.type(field(), 'jan@example.com');
    await user.click(sendButton());
    await answered();
    expect(screen.getByRole('alert').textContent).toBe('Nie udało się połączyć ze sklepem. Spróbuj ponownie.');
    expect(field().value).toBe('jan@example.com');
    expect(error.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('[storefront:product-notify]'));
    // The shopper can try again.
    expect(within(section()).getByRole('button', { name: 'Powiadom mnie' })).toBeTruthy();
  });
});

describe('product-notify: a signed-in shopper’s e-mail', () => {
  /** projector-102 as the shop renders it for a signed-in shopper (client_login 'true'), the shop's session signed in. */
  async function signedInPage(login: string | null = 'jkowalski') {
    loadProductPage('projector-102');
    (window as unknown as { client_login: string }).client_login = 'true';
    mockShop().loggedInAs = login;
    await mountProductIslands(['product-notify']);
  }
  const untilRequestEnd = (part: string) => untilRequest(part, 'request:end');
  /** How many e-mail calls the shop has seen so far (their bodies read as they arrive). */
  const clientCalls = () => {
    const bodies: Array<Promise<string>> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/graphql/v1/' && new URL(request.url).search === '') bodies.push(request.clone().text());
    });
    return async () => (await Promise.all(bodies)).filter((b) => b === JSON.stringify({ query: 'query { client { email } }' })).length;
  };
  afterEach(() => server.events.removeAllListeners());

  it('is asked once, when the form first opens, with the platform’s document, and fills the empty field', async () => {
    const calls = clientCalls();
    await signedInPage();
    expect(await calls()).toBe(0);
    await openForm();
    await untilDom(() => field().value === 'jan.kowalski@example.com');
    expect(await calls()).toBe(1);
    // Closed and opened again: not asked again.
    const user = userEvent.setup();
    await user.click(toggle());
    await user.click(toggle());
    expect(await calls()).toBe(1);
  });

  it('never replaces what the shopper typed before the answer came', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/graphql/v1/', async ({ request }) => {
      if (!(await request.clone().text()).includes('client { email }')) return undefined;
      await held;
      return HttpResponse.json({ data: { client: { email: 'jan.kowalski@example.com' } } });
    }));
    await signedInPage();
    const user = await openForm();
    await user.type(field(), 'inny@example.com');
    const ended = untilRequestEnd('/graphql/v1/');
    release();
    await ended;
    await afterQueuedWork();
    expect(field().value).toBe('inny@example.com');
  });

  it('not asked for a shopper who is not signed in', async () => {
    const calls = clientCalls();
    await openProductPage('projector-102', { islands: ['product-notify'] });
    await openForm();
    await afterQueuedWork();
    expect(await calls()).toBe(0);
  });

  it('a shop that knows no client (its session signed out) leaves the field empty', async () => {
    const calls = clientCalls();
    await signedInPage(null);
    const ended = untilRequestEnd('/graphql/v1/');
    await openForm();
    await ended;
    await afterQueuedWork();
    expect(await calls()).toBe(1);
    expect(field().value).toBe('');
  });

  it('the call failing: the console names the island, the field stays empty and usable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('graphql', '500');
    await signedInPage();
    const user = await openForm();
    await untilCalled(warn, (line) => String(line).includes('[storefront:product-notify]'));
    expect(String(warn.mock.calls.find((c) => String(c[0]).includes('[storefront:product-notify]'))![0])).toContain("the signed-in shopper's e-mail not loaded");
    await user.type(field(), 'jan@example.com');
    expect(field().value).toBe('jan@example.com');
  });
});

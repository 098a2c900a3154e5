import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearFaults, setFault, type FaultKind } from '../../fixtures/mock-shop/faults';
import { server } from '../../fixtures/mock-shop/server';
import { answerValidation, clearValidationAnswers } from '../../fixtures/mock-shop/resolvers/forms';
import { unmountAll } from '../../core/mount/runtime';
import { interceptNativeSubmit, loadFormPage, mountValidator, recordRequests, untilPosted } from '../../fixtures/form-page';
import { untilCalled, untilDom, untilRequest } from '../../fixtures/until';
import { watchLiveRegions } from '../../fixtures/live-announcements';

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
const wrapper = (id: string) => byId(id).closest('.f-feedback, .has-feedback')!;
const stateOf = (id: string) => ['empty', 'success', 'error'].find((s) => wrapper(id).classList.contains(`--${s}`)) ?? null;
/** The field's message element, found the way assistive technology finds it: through aria-describedby. */
const messageEl = (id: string) => {
  const ids = (byId(id).getAttribute('aria-describedby') ?? '').split(/\s+/);
  return ids.map((i) => document.getElementById(i)!).find((el) => el.classList.contains('f-message'))!;
};
const messageOf = (id: string) => messageEl(id).textContent;
const graphqlCalls = (log: ReturnType<typeof recordRequests>) => log.filter((r) => r.url.includes('validateClientData'));

afterEach(() => {
  vi.useRealTimers();
  clearValidationAnswers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

async function typeAndLeave(id: string, text: string) {
  const user = userEvent.setup();
  const el = byId(id);
  await user.click(el);
  await user.clear(el);
  if (text) await user.type(el, text);
  await user.tab();
}

/**
 * typeAndLeave on the fake clock, where userEvent cannot run (it waits a timer task after each step):
 * focus, the whole text in one input event, then focus leaves.
 */
function enterAndLeave(id: string, text: string) {
  const el = byId(id);
  act(() => el.focus());
  el.value = text;
  fireEvent.input(el);
  act(() => el.blur());
}

/** Fills the whole place-order form with valid data, the way autofill does: every value at once, then the events. */
function autofill(values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) byId(id).value = value;
  for (const id of Object.keys(values)) {
    fireEvent.input(byId(id));
    fireEvent.change(byId(id));
  }
}
const VALID: Record<string, string> = {
  client_firstname: 'Jan',
  client_lastname: 'Kowalski',
  client_street: 'Kwiatowa',
  client_street_number: '5',
  client_zipcode: '00-950',
  client_city: 'Warszawa',
  client_phone: '123456789',
  client_email: 'nowy.klient@example.com',
};
const fillValid = async () => {
  autofill(VALID);
  byId<HTMLSelectElement>('client_region').value = '1143020003';
  fireEvent.change(byId('client_region'));
  byId('terms_agree').click();
};

describe('field states', () => {
  it('error and success on blur, aria-invalid and the message tied by aria-describedby, said once by the form’s region', async () => {
    loadFormPage('place-order');
    const form = await mountValidator();
    expect(form.noValidate).toBe(true);
    const watch = watchLiveRegions();
    await typeAndLeave('client_firstname', 'Jan#');
    await untilDom(() => expect(stateOf('client_firstname')).toBe('error'));
    // The platform's code illegal_characters_client_firstname, answered by the mock's rules.
    expect(messageOf('client_firstname')).toBe('Jeden z użytych znaków w imieniu jest niedozwolony.');
    // The field's message is not a live region (the server's aria-live is off while the island runs)…
    expect(messageEl('client_firstname').hasAttribute('aria-live')).toBe(false);
    expect(byId('client_firstname').getAttribute('aria-invalid')).toBe('true');
    // … the form's one polite region says it.
    expect(watch.said().map((e) => [e.region.getAttribute('role'), e.text])).toEqual([['status', 'Jeden z użytych znaków w imieniu jest niedozwolony.']]);
    await typeAndLeave('client_firstname', 'Jan');
    await untilDom(() => expect(stateOf('client_firstname')).toBe('success'));
    expect(byId('client_firstname').hasAttribute('aria-invalid')).toBe(false);
    expect(messageOf('client_firstname')).toBe('');
    expect(watch.said()).toHaveLength(1);
    watch.stop();
  });

  it('a required field emptied is an error; an optional one emptied is just empty', async () => {
    loadFormPage('place-order');
    await mountValidator();
    await typeAndLeave('client_city', 'x');
    await typeAndLeave('client_city', '');
    await untilDom(() => expect(stateOf('client_city')).toBe('error'));
    expect(messageOf('client_city')).toBe('Proszę wypełnić to pole.');
    await typeAndLeave('client_firm', 'x');
    await typeAndLeave('client_firm', '');
    await untilDom(() => expect(stateOf('client_firm')).toBe('empty'));
    expect(messageOf('client_firm')).toBe('');
  });

  it('tabbing through untouched empty fields says nothing', async () => {
    loadFormPage('place-order');
    await mountValidator();
    const user = userEvent.setup();
    await user.click(byId('client_firstname'));
    await user.tab();
    await user.tab();
    expect(stateOf('client_firstname')).toBe(null);
    expect(stateOf('client_lastname')).toBe(null);
  });

  it('e-mail pattern with the example address; postcode with its formats; phone with no region', async () => {
    loadFormPage('place-order', (h) => h.replace('data-graphql="phone" required autocomplete="tel-national" data-region="1143020003"', 'data-graphql="phone" required autocomplete="tel-national"'));
    const log = recordRequests();
    await mountValidator();
    await typeAndLeave('client_email', 'jan@example');
    await untilDom(() => expect(stateOf('client_email')).toBe('error'));
    expect(messageOf('client_email')).toBe('Niepoprawnie wpisany adres e-mail. Wpisz pełny adres e-mail, np. jan.kowalski@example.com');
    await typeAndLeave('client_zipcode', '00950');
    await untilDom(() => expect(stateOf('client_zipcode')).toBe('error'));
    expect(messageOf('client_zipcode')).toBe('Niepoprawny kod pocztowy. Poprawny format: XX-XXX (X – cyfra, Y – litera).');
    await typeAndLeave('client_phone', '12345678');
    await untilDom(() => expect(stateOf('client_phone')).toBe('error'));
    expect(messageOf('client_phone')).toBe('Wpisz swój telefon.');
    expect(graphqlCalls(log), 'client errors need no server').toHaveLength(0);
    await typeAndLeave('client_phone', '123 456 789');
    await untilDom(() => expect(stateOf('client_phone')).toBe('success'));
  });

  it('a placeholder select and a required checkbox', async () => {
    loadFormPage('place-order');
    await mountValidator();
    const select = byId<HTMLSelectElement>('client_region');
    select.value = '1143020057';
    fireEvent.change(select);
    await untilDom(() => expect(stateOf('client_region')).toBe('success'));
    const terms = byId('terms_agree');
    act(() => terms.click());
    await untilDom(() => expect(stateOf('terms_agree')).toBe('success'));
    act(() => terms.click());
    await untilDom(() => expect(stateOf('terms_agree')).toBe('error'));
    expect(messageOf('terms_agree')).toBe('Pole obowiązkowe.');
  });
});

describe('server checks', () => {
  it('a bad NIP and a street without a number: the errors land on the right fields', async () => {
    loadFormPage('place-order');
    const log = recordRequests();
    await mountValidator();
    await typeAndLeave('client_nip', '5260250275');
    await untilDom(() => expect(stateOf('client_nip')).toBe('error'));
    expect(messageOf('client_nip')).toBe('Niepoprawny numer NIP.');
    // The platform's form: an anonymous document, alias = the input's id, literal arguments, country unquoted.
    expect(JSON.parse(graphqlCalls(log)[0]!.body)).toEqual({
      query: 'query {\n  client_nip: validateClientData(ClientDataInput: { clientData: { clientBillingData: { country: 1143020003 }, taxNumber: "5260250275" } }) { messages { code message } }\n}',
    });
    expect(graphqlCalls(log)[0]!.url).toBe('/graphql/v1/?query=validateClientData');

    await typeAndLeave('client_street', 'Kwiatowa');
    await untilDom(() => expect(stateOf('client_street')).toBe('success'));
    expect(stateOf('client_street_number'), 'not before the shopper got to it').toBe(null);
    await typeAndLeave('client_street_number', '5');
    await typeAndLeave('client_street_number', '');
    // The street's missing-number result, on the number field (rather than the plain 'required').
    await untilDom(() => expect(messageOf('client_street_number')).toBe('Wpisz numer domu.'));
    expect(stateOf('client_street_number')).toBe('error');
    expect(stateOf('client_street')).toBe('success');
    await typeAndLeave('client_street_number', '5');
    await untilDom(() => expect(stateOf('client_street_number')).toBe('success'));
    // The street is re-checked with its number, concatenated as the shop expects.
    expect(JSON.parse(graphqlCalls(log).at(-1)!.body).query).toContain('client_street: validateClientData(ClientDataInput: { clientData: { clientBillingData: { street: "Kwiatowa 5", country: 1143020003 } } })');
  });

  it('an e-mail of an existing client shows a sign-in hint (link configurable)', async () => {
    loadFormPage('place-order', (h) => h.replace('<form id="cop_form"', '<form id="cop_form" data-signin-url="/signin.php?from=order"'));
    await mountValidator();
    await typeAndLeave('client_email', 'jan.kowalski@example.com');
    await untilDom(() => expect(messageOf('client_email')).toContain('Konto z tym adresem e-mail już istnieje.'));
    expect(stateOf('client_email')).toBe('success');
    expect(screen.getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe('/signin.php?from=order');
    await typeAndLeave('client_email', 'nowy@example.com');
    await untilDom(() => expect(messageOf('client_email')).toBe(''));
  });

  it.each<FaultKind>(['500', 'malformed', 'wrong-shape', 'abort', 'hang', 'platform'])('a failed request (%s) counts as no error', async (kind) => {
    setFault('graphql:validateClientData', kind);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadFormPage('place-order', (h) => h.replace('<form id="cop_form"', '<form id="cop_form" data-validation-timeout="500"'));
    await mountValidator();
    // The call's 500 ms timeout runs on the fake clock: only the hang reaches it, when the clock is moved.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = untilRequest('validateClientData');
    enterAndLeave('client_nip', '5260250275');
    await sent;
    if (kind === 'hang') await vi.advanceTimersByTimeAsync(500);
    await untilCalled(warn, (m) => String(m).includes('[storefront:form-validator]'));
    await untilDom(() => expect(stateOf('client_nip')).toBe('success'));
    expect(byId('client_nip').value).toBe('5260250275');
  });

  it('an unknown code shows the server’s message, or nothing (the field still marked); a page override wins', async () => {
    answerValidation('A', [{ code: 'weird_code', message: 'Serwer: dziwne miasto' }]);
    answerValidation('C', [{ code: 'weird_code', message: '' }]);
    loadFormPage('place-order');
    document.body.insertAdjacentHTML('afterbegin', '<script type="application/json" id="storefront-texts">{"form-validator.invalid_format": "Podaj nazwę miasta, proszę."}</script>');
    await mountValidator();
    await typeAndLeave('client_city', 'A');
    await untilDom(() => expect(messageOf('client_city')).toBe('Serwer: dziwne miasto'));
    await typeAndLeave('client_city', 'C');
    await untilDom(() => expect(messageOf('client_city')).toBe(''));
    expect(stateOf('client_city')).toBe('error');
    expect(byId('client_city').getAttribute('aria-invalid')).toBe('true');
    // The mock's own rule: a city with no letter is invalid_format; the page's text replaces ours.
    await typeAndLeave('client_city', '123');
    await untilDom(() => expect(messageOf('client_city')).toBe('Podaj nazwę miasta, proszę.'));
  });

  it('a digit in a first or last name: the platform’s local text, whatever the shop answers', async () => {
    loadFormPage('place-order');
    const log = recordRequests();
    await mountValidator();
    await typeAndLeave('client_lastname', 'Kowalski2');
    await untilDom(() => expect(messageOf('client_lastname')).toBe('Pole nie może zawierać cyfr.'));
    expect(stateOf('client_lastname')).toBe('error');
    expect(graphqlCalls(log)).toHaveLength(0);
  });

  it('incorect_zipcode: the text, then the formats the shop sent in its second message', async () => {
    answerValidation('99-999', [{ code: 'incorect_zipcode', message: 'Zły kod' }, { code: 'incorect_zipcode', message: 'XX-XXX, XXXXX' }]);
    loadFormPage('place-order');
    await mountValidator();
    await typeAndLeave('client_zipcode', '99-999');
    await untilDom(() => expect(messageOf('client_zipcode')).toBe('Niepoprawny kod pocztowy. Poprawny format: XX-XXX, XXXXX (X – cyfra, Y – litera).'));
  });

  it('the phone goes with its prefix (no space) and the country id; an empty data-region sends no country', async () => {
    loadFormPage('place-order', (h) => h.replace('data-graphql="zipcode" required autocomplete="postal-code" data-region="1143020003"', 'data-graphql="zipcode" required autocomplete="postal-code" data-region=""'));
    const log = recordRequests();
    await mountValidator();
    await typeAndLeave('client_phone', '123456789');
    await untilDom(() => expect(stateOf('client_phone')).toBe('success'));
    expect(JSON.parse(graphqlCalls(log)[0]!.body).query).toContain('client_phone: validateClientData(ClientDataInput: { clientData: { clientBillingData: { phone: "+48123456789", country: 1143020003 } } }) { messages { code message } }');
    await typeAndLeave('client_zipcode', '00-950');
    await untilDom(() => expect(stateOf('client_zipcode')).toBe('success'));
    expect(JSON.parse(graphqlCalls(log).at(-1)!.body).query).toContain('client_zipcode: validateClientData(ClientDataInput: { clientData: { clientBillingData: { zipcode: "00-950" } } })');
  });

  it('data-validation-input="spec": the spec’s flat ClientDataInput; a real shop (and the strict mock) rejects it, which is no error', async () => {
    loadFormPage('place-order', (h) => h.replace('<form id="cop_form"', '<form id="cop_form" data-validation-input="spec"'));
    const log = recordRequests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountValidator();
    await typeAndLeave('client_nip', '5260250275');
    await untilDom(() => expect(stateOf('client_nip')).toBe('success'));
    expect(JSON.parse(graphqlCalls(log)[0]!.body).query).toContain('client_nip: validateClientData(ClientDataInput: { clientBillingData: { country: 1143020003 }, taxNumber: "5260250275" })');
    expect(warn.mock.calls.some(([m]) => String(m).includes('[storefront:form-validator] validateClientData failed'))).toBe(true);
  });

  it('a stale answer is dropped: the newer check of the field wins', async () => {
    loadFormPage('place-order');
    await mountValidator();
    // The first answer is held (its 300 ms on the fake clock), the newer one comes at once.
    setFault('graphql:validateClientData', 'slow:300');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = untilRequest('validateClientData');
    enterAndLeave('client_nip', '111');
    const stale = await first;
    clearFaults();
    enterAndLeave('client_nip', '5260250274');
    await untilDom(() => expect(stateOf('client_nip')).toBe('success'));
    // The older check's request was given up when the newer one began: its answer cannot land.
    expect(stale.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(stateOf('client_nip')).toBe('success');
  });
});

describe('typing, autofill, submit', () => {
  it('typing is checked once, after the pause', async () => {
    loadFormPage('place-order');
    const log = recordRequests();
    await mountValidator();
    // The page's clock is the fake one: typing takes no time on it, the pause (500 ms) is what passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const city = byId('client_city');
    act(() => city.focus());
    for (const key of 'Kraków') {
      fireEvent.keyDown(city, { key });
      city.value += key;
      fireEvent.input(city);
      fireEvent.keyUp(city, { key });
      await act(() => vi.advanceTimersByTimeAsync(150)); // a keystroke every 150 ms: never a pause
    }
    expect(stateOf('client_city'), 'nothing while typing').toBe(null);
    await vi.advanceTimersByTimeAsync(300);
    expect(stateOf('client_city'), 'nor before the pause is over').toBe(null);
    const sent = untilRequest('validateClientData');
    await vi.advanceTimersByTimeAsync(300);
    await sent;
    await untilDom(() => expect(stateOf('client_city')).toBe('success'));
    expect(graphqlCalls(log)).toHaveLength(1);
    expect(document.activeElement).toBe(byId('client_city'));
  });

  it('the default pause is 500 ms, configurable with data-validation-delay', async () => {
    const { default: island } = await import('./index');
    const form = document.createElement('form');
    expect(island.readConfig!(form).delay).toBe(500);
    form.dataset.validationDelay = '250';
    expect(island.readConfig!(form).delay).toBe(250);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    form.dataset.validationDelay = 'soon';
    expect(island.readConfig!(form).delay).toBe(500);
    expect(error.mock.calls[0]?.[0]).toContain('data-validation-delay="soon"');
  });

  it('autofill (several inputs at once) re-checks the whole form in one aliased request', async () => {
    loadFormPage('place-order');
    const log = recordRequests();
    await mountValidator();
    autofill({ ...VALID, client_zipcode: '00950', client_nip: '5260250275' });
    await untilDom(() => expect(stateOf('client_nip')).toBe('error'));
    expect(stateOf('client_zipcode')).toBe('error');
    for (const id of ['client_firstname', 'client_lastname', 'client_street', 'client_street_number', 'client_city', 'client_phone', 'client_email']) expect(stateOf(id), id).toBe('success');
    // Untouched optional fields stay as they were; the untouched required terms are not flagged yet.
    expect(stateOf('client_firm')).toBe(null);
    expect(stateOf('terms_agree')).toBe(null);
    const calls = graphqlCalls(log);
    expect(calls).toHaveLength(1);
    // One alias per server-checked field that passed its client rules: all filled ones but the
    // malformed postcode (a client error) and the house number (it travels with the street).
    const query = JSON.parse(calls[0]!.body).query as string;
    expect(query.match(/^ {2}\w+(?=: validateClientData\(ClientDataInput)/gm)).toEqual([
      '  client_firstname', '  client_lastname', '  client_nip', '  client_street', '  client_city', '  client_phone', '  client_email',
    ]);
  });

  it('a failed submit marks the form, focuses the first error and posts nothing; only required fields are flagged', async () => {
    loadFormPage('place-order');
    const posted = interceptNativeSubmit();
    const form = await mountValidator();
    const user = userEvent.setup();
    await user.click(byId('client_firstname'));
    await user.type(byId('client_firstname'), 'Jan');
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await untilDom(() => expect(form.classList.contains('--fail-validation')).toBe(true));
    expect(posted).toEqual([]);
    expect(document.activeElement).toBe(byId('client_lastname'));
    expect(stateOf('client_firstname')).toBe('success');
    expect(stateOf('client_lastname')).toBe('error');
    expect(stateOf('client_region')).toBe('error');
    expect(messageOf('client_region')).toBe('Proszę wybrać opcję.');
    expect(stateOf('terms_agree')).toBe('error');
    for (const optional of ['client_firm', 'client_nip', 'birth_date']) expect(stateOf(optional), optional).toBe('empty');
    expect(byId('client_firstname').value).toBe('Jan');
    expect(form.hasAttribute('data-handled')).toBe(false);
  });

  it('a passing submit marks the form handled and submitting, posts once natively, blocks a second submit', async () => {
    loadFormPage('place-order');
    const log = recordRequests();
    const posted = interceptNativeSubmit();
    const form = await mountValidator();
    await fillValid();
    const button = screen.getByRole('button', { name: 'Zamawiam i płacę' });
    const user = userEvent.setup();
    await user.click(button);
    await user.click(button);
    await untilPosted(1);
    expect(posted).toEqual(['/order1.php']);
    expect(form.getAttribute('data-handled')).toBe('true');
    expect(form.classList.contains('--submitting')).toBe(true);
    expect(form.classList.contains('--fail-validation')).toBe(false);
    const checks = graphqlCalls(log).length;
    await user.click(button);
    fireEvent.submit(form);
    // A submit that got through would check the whole form with the shop, then post. A field's own
    // check sent after it (and awaited) is the point by which that check would have been sent too.
    await typeAndLeave('client_city', '123');
    await untilDom(() => expect(stateOf('client_city')).toBe('error'));
    expect(graphqlCalls(log)).toHaveLength(checks + 1);
    expect(posted).toEqual(['/order1.php']);
  });

  it('back from the next page (back/forward cache) the form may be sent again', async () => {
    loadFormPage('place-order');
    const posted = interceptNativeSubmit();
    const form = await mountValidator();
    await fillValid();
    const button = screen.getByRole('button', { name: 'Zamawiam i płacę' });
    await userEvent.setup().click(button);
    await untilPosted(1);
    expect(posted).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(form.hasAttribute('data-handled')).toBe(false);
    expect(form.classList.contains('--submitting')).toBe(false);
    await userEvent.setup().click(button);
    await untilPosted(2);
    expect(posted).toHaveLength(2);
  });

  it('an .is-validated form is marked handled but not submitting', async () => {
    loadFormPage('place-order', (h) => h.replace('class="cop --oscop"', 'class="cop --oscop is-validated"'));
    const posted = interceptNativeSubmit();
    const form = await mountValidator();
    await fillValid();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await untilPosted(1);
    expect(posted).toHaveLength(1);
    expect(form.getAttribute('data-handled')).toBe('true');
    expect(form.classList.contains('--submitting')).toBe(false);
  });

  it('a failing validation request still lets the form submit', async () => {
    setFault('graphql:validateClientData', '500');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadFormPage('place-order');
    const posted = interceptNativeSubmit();
    await mountValidator();
    await fillValid();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await untilPosted(1);
    expect(posted).toEqual(['/order1.php']);
  });

  it('values typed before the island woke are checked at mount', async () => {
    loadFormPage('place-order');
    byId('client_zipcode').value = '12345';
    await mountValidator();
    await untilDom(() => expect(stateOf('client_zipcode')).toBe('error'));
    expect(byId('client_zipcode').value).toBe('12345');
  });

  it('unmounting removes every listener and gives the form back its own validation', async () => {
    loadFormPage('place-order');
    const form = await mountValidator();
    unmountAll();
    expect(form.noValidate).toBe(false);
    expect(fireEvent.submit(form)).toBe(true);
    await typeAndLeave('client_firstname', 'Jan3');
    // A digit in a name is a local rule: a listener left behind would have shown it within the
    // microtasks after the blur; a task queued now runs after them.
    await new Promise((r) => setTimeout(r, 0));
    expect(stateOf('client_firstname')).toBe(null);
  });
});

describe('a failed submit says one summary (WCAG 4.1.3)', () => {
  const submitButton = () => screen.getByRole('button', { name: /Zamawiam i płacę|Załóż konto|Create/ });
  const errorFields = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('[aria-invalid=true]')];

  it('place-order, empty: one announcement, the fields’ messages stay on their fields and are not live; focus on the first', async () => {
    loadFormPage('place-order');
    interceptNativeSubmit();
    const form = await mountValidator();
    const watch = watchLiveRegions();
    await userEvent.setup().click(submitButton());
    await untilDom(() => expect(form.classList.contains('--fail-validation')).toBe(true));
    const invalid = errorFields(form);
    expect(invalid.length).toBe(10);
    expect(watch.texts()).toEqual(['10 pól wymaga poprawy']);
    for (const control of invalid) {
      const message = messageEl(control.id);
      expect(message.textContent, control.id).not.toBe('');
      expect(message.closest('[aria-live]:not([aria-live=off]), [role=status], [role=alert]'), control.id).toBeNull();
    }
    expect(document.activeElement).toBe(invalid[0]);
    expect(document.activeElement).toBe(byId('client_firstname'));
    watch.stop();
  });

  it('says it again on a second failed submit, with the new count', async () => {
    loadFormPage('place-order');
    interceptNativeSubmit();
    const form = await mountValidator();
    const watch = watchLiveRegions();
    fireEvent.submit(form);
    await untilDom(() => expect(watch.texts()).toEqual(['10 pól wymaga poprawy']));
    const first = form.querySelector('.form-validator__status > span');
    fireEvent.submit(form);
    await untilDom(() => expect(form.querySelector('.form-validator__status > span')).not.toBe(first));
    expect(form.querySelector('.form-validator__status')!.textContent).toBe('10 pól wymaga poprawy');
    await typeAndLeave('client_firstname', 'Jan');
    await untilDom(() => expect(stateOf('client_firstname')).toBe('success'));
    watch.reset();
    fireEvent.submit(form);
    await untilDom(() => expect(watch.texts()).toEqual(['9 pól wymaga poprawy']));
    watch.stop();
  });

  it('client-new, empty: one announcement too', async () => {
    loadFormPage('client-new');
    interceptNativeSubmit();
    const form = await mountValidator('#client_new_form');
    const watch = watchLiveRegions();
    fireEvent.submit(form);
    await untilDom(() => expect(form.classList.contains('--fail-validation')).toBe(true));
    const count = errorFields(form).length;
    expect(count).toBeGreaterThan(1);
    expect(watch.said()).toHaveLength(1);
    expect(watch.said()[0]!.region.getAttribute('role')).toBe('status');
    expect(watch.said()[0]!.text).toMatch(new RegExp(`^${count} (pól wymaga|pola wymagają) poprawy$`));
    watch.stop();
  });

  it('in English', async () => {
    document.documentElement.lang = 'en';
    loadFormPage('place-order');
    interceptNativeSubmit();
    const form = await mountValidator();
    const watch = watchLiveRegions();
    fireEvent.submit(form);
    await untilDom(() => expect(watch.texts()).toEqual(['10 fields need correcting']));
    watch.stop();
  });

  it('the server’s aria-live on the messages comes back when the island unmounts', async () => {
    loadFormPage('place-order');
    await mountValidator();
    expect(byId('client_firstname_message').hasAttribute('aria-live')).toBe(false);
    // The file field's message is file-upload's live region too: left alone.
    expect(byId('order_attachment_message').getAttribute('aria-live')).toBe('polite');
    unmountAll();
    expect(byId('client_firstname_message').getAttribute('aria-live')).toBe('polite');
  });
});

describe('client-new', () => {
  const mountClientNew = async () => {
    loadFormPage('client-new');
    return mountValidator('#client_new_form');
  };

  it('a taken login gets the shop’s proposal; a password equal to the login is flagged on the password', async () => {
    await mountClientNew();
    await typeAndLeave('client_login', 'jkowalski');
    await untilDom(() => expect(stateOf('client_login')).toBe('error'));
    expect(messageOf('client_login')).toMatch(/^Ten login jest już zajęty\. Proponujemy: jkowalski\d+$/);
    await typeAndLeave('client_login', 'nowy.klient');
    await untilDom(() => expect(stateOf('client_login')).toBe('success'));
    await typeAndLeave('client_password', 'nowy.klient');
    await untilDom(() => expect(stateOf('client_password')).toBe('error'));
    expect(messageOf('client_password')).toBe('Hasło nie może być takie samo jak login.');
    expect(stateOf('client_login')).toBe('success');
  });

  it('password length and the repeat', async () => {
    await mountClientNew();
    await typeAndLeave('client_password', 'abc');
    await untilDom(() => expect(messageOf('client_password')).toBe('Hasło jest za krótkie (minimalnie 6 znaków).'));
    await typeAndLeave('client_password', 'sekret123');
    await untilDom(() => expect(stateOf('client_password')).toBe('success'));
    await typeAndLeave('client_password_repeat', 'sekret124');
    await untilDom(() => expect(messageOf('client_password_repeat')).toBe('Hasła nie są takie same.'));
  });

  it('a bank account goes to verify_iban; a failure there is no error', async () => {
    const log = recordRequests();
    await mountClientNew();
    await typeAndLeave('client_iban', '61 1090 1014 0000 0712 1981 2875');
    await untilDom(() => expect(stateOf('client_iban')).toBe('error'));
    expect(messageOf('client_iban')).toBe('Format numeru konta bankowego jest niepoprawny');
    expect(log.find((r) => r.url.startsWith('/ajax/payments.php'))?.url).toBe('/ajax/payments.php?action=verify_iban&bankAccount=61109010140000071219812875');
    await typeAndLeave('client_iban', '61 1090 1014 0000 0712 1981 2874');
    await untilDom(() => expect(stateOf('client_iban')).toBe('success'));
    setFault('payments', 'malformed');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await typeAndLeave('client_iban', '61 1090 1014 0000 0712 1981 2875');
    await untilDom(() => expect(messageOf('client_iban')).toBe(''));
    expect(stateOf('client_iban')).toBe('success');
  });

  it('in English', async () => {
    document.documentElement.lang = 'en';
    await mountClientNew();
    await typeAndLeave('client_password', 'abc');
    await untilDom(() => expect(messageOf('client_password')).toBe('The password is too short (minimum 6 characters).'));
    // maxlength stops typing, not a script or autofill: set the value as they do.
    byId('client_login').value = 'a'.repeat(41);
    fireEvent.input(byId('client_login'));
    fireEvent.blur(byId('client_login'));
    fireEvent.focusOut(byId('client_login'));
    await untilDom(() => expect(messageOf('client_login')).toBe('The maximum number of characters for this field is 40.'));
  });
});

describe('legacy markup and calls', () => {
  it('signin: .has-feedback fields get a created message, has-error and aria-describedby', async () => {
    loadFormPage('signin');
    await mountValidator('form.password-recover');
    const input = byId('user_mail_recover');
    const message = messageEl('user_mail_recover');
    expect(message.hasAttribute('aria-live')).toBe(false);
    await typeAndLeave('user_mail_recover', 'jan@');
    await untilDom(() => expect(wrapper('user_mail_recover').classList.contains('has-error')).toBe(true));
    expect(wrapper('user_mail_recover').classList.contains('--error')).toBe(true);
    expect(message.textContent).toContain('Niepoprawnie wpisany adres e-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    unmountAll();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(message.isConnected).toBe(false);
  });

  it('a field with a validation-url: GET or POST name=value plus data-serialize, errno → error', async () => {
    const seen: string[] = [];
    server.use(
      http.all('*/ajax/check-login.php', async ({ request }) => {
        const url = new URL(request.url);
        const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text());
        seen.push(`${request.method} ${params.toString()}`);
        return HttpResponse.json(params.get('login') === 'zajety' ? { errno: 1, message: 'Login zajęty (serwer).' } : { errno: 0 });
      }),
    );
    loadFormPage('signin', (h) =>
      h.replace('id="user_login" class="form-control validate"', 'id="user_login" class="form-control validate" data-validation-url="/ajax/check-login.php" data-validation="login" data-ajaxtype="get" data-serialize="shop=1"'),
    );
    await mountValidator('form.signin-form__form');
    await typeAndLeave('user_login', 'zajety');
    await untilDom(() => expect(messageOf('user_login')).toBe('Login zajęty (serwer).'));
    expect(seen).toEqual(['GET shop=1&login=zajety']);
    byId('user_login').setAttribute('data-ajaxtype', 'post');
    await typeAndLeave('user_login', 'wolny');
    await untilDom(() => expect(wrapper('user_login').classList.contains('--success')).toBe(true));
    expect(seen.at(-1)).toBe('POST shop=1&login=wolny');
  });

  it('ajaxValidationWithData: the form posts its data to its address first; errno stops the submit with a message', async () => {
    let errno = 1;
    server.use(http.post('*/ajax/order-check.php', () => HttpResponse.json({ errno, message: errno ? 'Zamówienie nie może zostać złożone.' : '' })));
    loadFormPage('place-order', (h) => h.replace('<form id="cop_form"', '<form id="cop_form" data-validation-url="/ajax/order-check.php"'));
    const posted = interceptNativeSubmit();
    const form = await mountValidator();
    await fillValid();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    const formAlert = () => [...form.querySelectorAll('[role=alert]')].map((el) => el.textContent).join('');
    await untilDom(() => expect(formAlert()).toBe('Zamówienie nie może zostać złożone.'));
    expect(posted).toEqual([]);
    expect(form.classList.contains('--fail-validation')).toBe(true);
    errno = 0;
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await untilPosted(1);
    expect(posted).toEqual(['/order1.php']);
    expect(formAlert()).toBe('');
  });
});

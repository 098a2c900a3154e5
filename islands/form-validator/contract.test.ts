// Contract: every validateClientData document the form-validator can send validates against the
// platform's schema (the reference SDL). Documents are built by the island's own code: the fields of the
// sample pages' forms, read as the island reads them (fields.ts), their inputs from checks.ts
// (clientVerdict), the document from api.ts (clientDataDocument). A deliberately wrong field is rejected.
import { buildSchema, parse, validate } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentErrors, SDL } from '../../fixtures/mock-shop/schema';
import { clientDataDocument, clientDataField, type ClientDataCheck, type ClientDataInput, type InputShape } from './api';
import { clientVerdict, type CheckContext } from './checks';
import { linked, readFields, type Field } from './fields';
import { loadFormPage, type FormSample } from '../../fixtures/form-page';

/** The island's CheckContext without a region select: the field's own data-region, its linked prefix. */
const ctx = (fields: Field[]): CheckContext => ({
  region: (f) => f.control.dataset.region?.trim() || null,
  prefixOf: (f) => {
    const prefix = [...document.querySelectorAll<HTMLSelectElement>('select[data-concat-to]')].find((p) => linked(p, 'data-concat-to') === f.control);
    return prefix ?? null;
  },
  password: () => fields.find((f) => f.kind === 'password') ?? null,
});

const set = (id: string, value: string) => {
  (document.getElementById(id) as HTMLInputElement).value = value;
};

/** The check the island would send for this field, or null when it sends none. */
function checkOf(id: string, fields: Field[]): ClientDataCheck | null {
  const field = fields.find((f) => f.control.id === id)!;
  const verdict = clientVerdict(field, ctx(fields));
  return verdict.kind === 'server' && verdict.plan.type === 'graphql' ? { id, input: verdict.plan.input } : null;
}

function load(page: FormSample, values: Record<string, string>, edit?: (h: string) => string): Field[] {
  loadFormPage(page, edit);
  for (const [id, v] of Object.entries(values)) set(id, v);
  return readFields(document.querySelector('form')!);
}

const ORDER = {
  client_firstname: 'Jan "Janek"',
  client_lastname: 'Kowalski\\Nowak',
  client_firm: 'ACME sp. z o.o.',
  client_nip: '526-025-02-74',
  client_street: 'Kwiatowa',
  client_street_number: '5/3',
  client_zipcode: '00-950',
  client_city: 'Warszawa',
  client_phone: '123 456 789',
  client_email: 'jan.kowalski@example.com',
  birth_date: '1990-02-28',
};
const NEW = { client_login: 'jan.k', client_password: 'sekret "1"', client_email: 'jan@example.com', client_phone: '123456789', birth_date: '1990-01-01' };

/** The spec's flat ClientDataInput, as a server built to the spec would declare it (not a real shop). */
const SPEC_SDL = `${SDL}
extend input ClientDataInput {
  clientBillingData: ClientBillingDataInput
  taxNumber: String
  email: String
  birthDate: String
}`;
const specErrors = (doc: string) => validate(buildSchema(SPEC_SDL), parse(doc)).map((e) => e.message);

describe('form-validator: every validateClientData document is valid against the platform’s schema', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it.each(Object.keys(ORDER).filter((id) => id !== 'client_street_number'))('place-order %s: its own document', (id) => {
    const fields = load('place-order', ORDER);
    const check = checkOf(id, fields);
    expect(check, `${id} sends a check`).not.toBeNull();
    const { query } = clientDataDocument([check!]);
    expect(documentErrors(query)).toEqual([]);
  });

  it.each(['client_login', 'client_password', 'client_email', 'client_phone', 'birth_date'])('client-new %s: its own document', (id) => {
    const fields = load('client-new', NEW);
    const { query } = clientDataDocument([checkOf(id, fields)!]);
    expect(documentErrors(query)).toEqual([]);
  });

  it('each branch is the platform’s (reference section 6), literals quoted / unquoted as it writes them', () => {
    const fields = load('place-order', ORDER);
    const field = (id: string) => clientDataField(id, checkOf(id, fields)!.input);
    expect(field('client_firstname')).toBe('client_firstname: validateClientData(ClientDataInput: { clientData: { clientBillingData: { firstname: "Jan \\"Janek\\"" } } }) { messages { code message } }');
    expect(field('client_lastname')).toContain('{ lastname: "Kowalski\\\\Nowak" }');
    expect(field('client_firm')).toContain('{ clientData: { clientBillingData: { companyName: "ACME sp. z o.o." } } }');
    expect(field('client_city')).toContain('{ clientData: { clientBillingData: { city: "Warszawa" } } }');
    expect(field('client_street')).toContain('{ clientData: { clientBillingData: { street: "Kwiatowa 5/3", country: 1143020003 } } }');
    expect(field('client_zipcode')).toContain('{ clientData: { clientBillingData: { zipcode: "00-950", country: 1143020003 } } }');
    expect(field('client_phone')).toContain('{ clientData: { clientBillingData: { phone: "+48123 456 789", country: 1143020003 } } }');
    expect(field('client_nip')).toContain('{ clientData: { clientBillingData: { country: 1143020003 }, taxNumber: "526-025-02-74" } }');
    expect(field('client_email')).toBe('client_email: validateClientData(ClientDataInput: { clientData: { email: "jan.kowalski@example.com" } }) { messages { code message } clientExists }');
    expect(field('birth_date')).toContain('{ clientData: { birthDate: "1990-02-28" } }');

    const newFields = load('client-new', NEW);
    expect(clientDataField('client_login', checkOf('client_login', newFields)!.input)).toContain('{ loginAndPassword: { login: "jan.k", password: "sekret \\"1\\"" } }');
    expect(clientDataField('client_password', checkOf('client_password', newFields)!.input)).toContain('{ loginAndPassword: { login: "jan.k", password: "sekret \\"1\\"" } }');
  });

  it('login without a password, password without a login', () => {
    const fields = load('client-new', { client_login: 'jan.k', client_password: 'sekret1' });
    set('client_password', '');
    const login = checkOf('client_login', fields)!;
    expect(login.input).toEqual({ loginAndPassword: { login: 'jan.k' } });
    expect(documentErrors(clientDataDocument([login]).query)).toEqual([]);
    set('client_password', 'sekret1');
    set('client_login', '');
    const password = checkOf('client_password', fields)!;
    expect(password.input).toEqual({ loginAndPassword: { password: 'sekret1' } });
    expect(documentErrors(clientDataDocument([password]).query)).toEqual([]);
  });

  it('an empty or missing data-region leaves the country out (no `country: }` syntax error); an ISO code is quoted', () => {
    const empty = load('place-order', ORDER, (h) => h.replaceAll('data-region="1143020003"', 'data-region=""'));
    for (const id of ['client_street', 'client_zipcode', 'client_nip']) {
      const { query } = clientDataDocument([checkOf(id, empty)!]);
      expect(query).not.toContain('country');
      expect(documentErrors(query)).toEqual([]);
    }
    // Without a region the phone is only length-checked locally: no call.
    expect(checkOf('client_phone', empty)).toBeNull();
    const iso = load('place-order', ORDER, (h) => h.replaceAll('data-region="1143020003"', 'data-region="PL"'));
    const { query } = clientDataDocument([checkOf('client_zipcode', iso)!]);
    expect(query).toContain('country: "PL"');
    expect(documentErrors(query)).toEqual([]);
  });

  it('a field marked "phone email" sends a phone (with its region) or an e-mail', () => {
    const html = (h: string) => h.replace('data-graphql="email" required autocomplete="email"', 'data-graphql="phone email" data-region="1143020003" required autocomplete="email"');
    const asPhone = load('place-order', { ...ORDER, client_email: '+48 600 100 200' }, html);
    const phone = checkOf('client_email', asPhone)!;
    expect(phone.input).toEqual({ clientData: { clientBillingData: { phone: '+48 600 100 200', country: '1143020003' } } });
    expect(documentErrors(clientDataDocument([phone]).query)).toEqual([]);
    const asEmail = load('place-order', ORDER, html);
    const email = checkOf('client_email', asEmail)!;
    expect(email.input).toEqual({ clientData: { email: 'jan.kowalski@example.com' } });
    expect(documentErrors(clientDataDocument([email]).query)).toEqual([]);
  });

  it('a whole form in one document: one alias per input id, unique, valid', () => {
    const fields = load('place-order', ORDER);
    const checks = Object.keys(ORDER).map((id) => checkOf(id, fields)).filter((c): c is ClientDataCheck => c !== null);
    expect(checks).toHaveLength(10);
    const { query, aliases } = clientDataDocument(checks);
    expect(aliases).toEqual(checks.map((c) => c.id));
    expect(documentErrors(query)).toEqual([]);
    // Ids that are not GraphQL names, and the same id twice, still give a valid document.
    const odd = clientDataDocument([{ ...checks[0]!, id: '1-first name' }, { ...checks[1]!, id: '1-first name' }, { ...checks[2]!, id: '' }]);
    expect(odd.aliases).toEqual(['_1_first_name', '_1_first_name_2', 'field2']);
    expect(documentErrors(odd.query)).toEqual([]);
  });

  it('data-validation-input="spec": the spec’s flat input is valid for a spec-shaped server, rejected by the platform’s', () => {
    const fields = load('place-order', ORDER);
    const newFields = load('client-new', NEW);
    const inputs: ClientDataInput[] = [
      ...Object.keys(ORDER).map((id) => checkOf(id, fields)).filter((c): c is ClientDataCheck => c !== null).map((c) => c.input),
      checkOf('client_login', newFields)!.input,
    ];
    const shape: InputShape = 'spec';
    const { query } = clientDataDocument(inputs.map((input, i) => ({ id: `f${i}`, input })), shape);
    expect(query).toContain('f0: validateClientData(ClientDataInput: { clientBillingData: { firstname: "Jan \\"Janek\\"" } })');
    expect(specErrors(query)).toEqual([]);
    expect(documentErrors(query).join('\n')).toMatch(/clientBillingData/);
  });

  it('rejects a deliberately wrong field or argument', () => {
    const fields = load('place-order', ORDER);
    const { query } = clientDataDocument([checkOf('client_email', fields)!, checkOf('client_zipcode', fields)!]);
    expect(documentErrors(query)).toEqual([]);
    expect(documentErrors(query.replace('clientExists', 'clientExist')).join()).toMatch(/clientExist/);
    expect(documentErrors(query.replace('{ zipcode:', '{ postcode:')).join()).toMatch(/postcode/);
    expect(documentErrors(query.replace('messages { code message }', 'messages { code text }')).join()).toMatch(/text/);
    // The country quoted as text would be fine for ID; a country written as `country: }` is a syntax error.
    expect(documentErrors(query.replace('country: 1143020003', 'country: ')).length).toBeGreaterThan(0);
  });
});

// The validator's calls (spec section 7, reference sections 6 and 7), all on core/http: validateClientData
// as the platform sends it (one anonymous document, one aliased field per input, literal arguments),
// verify_iban, a field's validation-url, ajaxValidationWithData. Every failure (HTTP error, timeout,
// network, HTML, `errors`, malformed or wrong-shaped reply) resolves to null: a failed check counts as no error.
// Aborts (a newer check of the same field) resolve to null too; the caller drops them.
import { getJson, gqlAlias, gqlId, gqlValue, graphql, isAbortError, isShopApiError, postForm, postFormData, type SearchParams } from '../../core/http';
import type { ServerMessage } from './messages';

const ISLAND = '[storefront:form-validator]';

/** clientBillingData of the platform's ClientDataInput; `country` is the field's data-region (an IdoSell id, sent unquoted). */
export type BillingData = Partial<Record<'firstname' | 'lastname' | 'companyName' | 'street' | 'zipcode' | 'city' | 'phone' | 'country', string>>;

/**
 * The platform's ClientDataInput (reference section 6): one of two branches per call,
 * `{ clientData: { clientBillingData | taxNumber | email | birthDate } }` or `{ loginAndPassword }`.
 */
export type ClientDataInput =
  | { clientData: { clientBillingData?: BillingData; taxNumber?: string; email?: string; birthDate?: string } }
  | { loginAndPassword: { login?: string; password?: string } };

/**
 * Which ClientDataInput shape is written: 'platform' (default, what a real shop accepts) or 'spec'
 * (the spec's flat listing, clientBillingData / taxNumber / email / birthDate directly in ClientDataInput,
 * for a server built to the spec; a real IdoSell shop rejects it, which counts as no error).
 */
export type InputShape = 'platform' | 'spec';

export interface ClientDataReply {
  messages: ServerMessage[];
  /** Only for an e-mail: whether the shop has a client with it. */
  clientExists: boolean | null;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeout: number;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function report(what: string, err: unknown): null {
  if (isAbortError(err) || (isShopApiError(err) && err.kind === 'abort')) return null;
  console.warn(`${ISLAND} ${what} failed, so it counts as no error: ${isShopApiError(err) ? err.message : String(err)}`);
  return null;
}

/** One reply of validateClientData, or null when its shape is not {messages: [{code, message}], clientExists?}. */
export function parseClientDataReply(value: unknown): ClientDataReply | null {
  if (!isObj(value) || !Array.isArray(value.messages)) return null;
  const messages: ServerMessage[] = [];
  for (const m of value.messages) {
    if (!isObj(m) || typeof m.code !== 'string' || !m.code) return null;
    messages.push({ code: m.code, message: typeof m.message === 'string' ? m.message : '' });
  }
  const exists = value.clientExists;
  return { messages, clientExists: typeof exists === 'boolean' ? exists : null };
}

/** The argument literal: text quoted and escaped, the country id unquoted (gqlId), absent keys left out. */
export function clientDataLiteral(input: ClientDataInput, shape: InputShape = 'platform'): string {
  if ('loginAndPassword' in input) return gqlValue({ loginAndPassword: input.loginAndPassword });
  const { clientBillingData: billing, ...rest } = input.clientData;
  const withId = billing ? { ...billing, country: billing.country ? gqlId(billing.country) : undefined } : undefined;
  const data = { clientBillingData: withId, ...rest };
  return gqlValue(shape === 'spec' ? data : { clientData: data });
}

/** Whether the call checks an e-mail (then it also selects clientExists). */
const isEmailCheck = (input: ClientDataInput) => 'clientData' in input && input.clientData.email !== undefined;

/** One aliased field: `alias: validateClientData(ClientDataInput: {…}) { messages { code message } }`. */
export function clientDataField(alias: string, input: ClientDataInput, shape: InputShape = 'platform'): string {
  const selection = isEmailCheck(input) ? 'messages { code message } clientExists' : 'messages { code message }';
  return `${alias}: validateClientData(ClientDataInput: ${clientDataLiteral(input, shape)}) { ${selection} }`;
}

/** Aliases from the inputs' ids made valid GraphQL names (gqlAlias), unique (`_2`, `_3` … on a clash). */
export function uniqueAliases(ids: readonly string[]): string[] {
  const used = new Set<string>();
  return ids.map((id, i) => {
    const base = gqlAlias(id || `field${i}`);
    let alias = base;
    for (let n = 2; used.has(alias); n++) alias = `${base}_${n}`;
    used.add(alias);
    return alias;
  });
}

export interface ClientDataCheck {
  /** The input's id (the alias, made a valid name). */
  id: string;
  input: ClientDataInput;
}

/** The anonymous document of one round: one aliased validateClientData per input, literal arguments only. */
export function clientDataDocument(checks: readonly ClientDataCheck[], shape: InputShape = 'platform'): { query: string; aliases: string[] } {
  const aliases = uniqueAliases(checks.map((c) => c.id));
  const fields = checks.map((c, i) => `  ${clientDataField(aliases[i]!, c.input, shape)}`).join('\n');
  return { query: `query {\n${fields}\n}`, aliases };
}

/**
 * POST /graphql/v1/?query=validateClientData, every input of the round in ONE document (alias = the
 * input's id). Answers per input, in order; null for an input whose reply is missing or malformed, and
 * null for all when the request fails (HTTP error, HTML, `errors`, timeout): a failed check is no error.
 * @call POST /graphql/v1/?query=validateClientData §6
 */
export async function validateClientData(
  checks: readonly ClientDataCheck[],
  opts: CallOptions & { shape?: InputShape },
): Promise<Array<ClientDataReply | null>> {
  if (checks.length === 0) return [];
  const { query, aliases } = clientDataDocument(checks, opts.shape);
  let data: unknown;
  try {
    data = await graphql<unknown>('validateClientData', { kind: 'query', query, signal: opts.signal, timeout: opts.timeout });
  } catch (err) {
    report('validateClientData', err);
    return checks.map(() => null);
  }
  return aliases.map((a) => {
    const reply = isObj(data) ? parseClientDataReply(data[a]) : null;
    if (!reply && !opts.signal?.aborted) {
      console.warn(`${ISLAND} validateClientData answered ${JSON.stringify(isObj(data) ? data[a] : data)?.slice(0, 200)} for ${a}, not {messages}; counted as no error`);
    }
    return reply;
  });
}

/** A reply's errno: true = error, false = fine, null = no usable errno (counts as no error). */
export function readErrno(reply: unknown): boolean | null {
  if (!isObj(reply) || !('errno' in reply)) return null;
  const e = reply.errno;
  if (typeof e === 'number') return e !== 0;
  if (typeof e === 'boolean') return e;
  if (typeof e === 'string') return e.trim() !== '' && e.trim() !== '0';
  return null;
}

export interface ErrnoReply {
  error: boolean;
  /** The server's own message, when it sent one. */
  message: string;
  /** A field name the server points at (ajaxValidationWithData), when it sent one. */
  field: string | null;
}

function errnoReply(reply: unknown, what: string): ErrnoReply | null {
  const error = readErrno(reply);
  if (error === null) {
    console.warn(`${ISLAND} ${what} answered ${JSON.stringify(reply)?.slice(0, 200)} without an errno; counted as no error`);
    return null;
  }
  const r = reply as Record<string, unknown>;
  return {
    error,
    message: typeof r.message === 'string' ? r.message.trim() : '',
    field: typeof r.field === 'string' && r.field ? r.field : null,
  };
}

/**
 * GET /ajax/payments.php?action=verify_iban&bankAccount=… → errno. Not retried: a stale answer is useless.
 * @call GET /ajax/payments.php?action=verify_iban&bankAccount=… §7
 */
export async function verifyIban(bankAccount: string, opts: CallOptions): Promise<ErrnoReply | null> {
  try {
    const reply = await getJson<unknown>('/ajax/payments.php', {
      searchParams: { action: 'verify_iban', bankAccount },
      retry: 0,
      signal: opts.signal,
      timeout: opts.timeout,
    });
    return errnoReply(reply, 'verify_iban');
  } catch (err) {
    return report('verify_iban', err);
  }
}

/**
 * A field's own validation-url: GET or POST `name=value` plus the extra fields (data-serialize).
 * @call GET <validation-url>?<name>=…&… §7a
 * @call POST <validation-url> §7a
 */
export async function checkValidationUrl(
  url: string,
  method: 'get' | 'post',
  fields: Record<string, string>,
  opts: CallOptions,
): Promise<ErrnoReply | null> {
  try {
    const reply =
      method === 'get'
        ? await getJson<unknown>(url, { searchParams: fields as SearchParams, retry: 0, signal: opts.signal, timeout: opts.timeout })
        : await postForm<unknown>(url, fields, { signal: opts.signal, timeout: opts.timeout });
    return errnoReply(reply, `validation-url ${url}`);
  } catch (err) {
    return report(`validation-url ${url}`, err);
  }
}

/**
 * ajaxValidationWithData: the form's data POSTed to the address the form names → errno.
 * @call POST <validation-url> §7a
 */
export async function ajaxValidationWithData(url: string, data: FormData, opts: CallOptions): Promise<ErrnoReply | null> {
  try {
    return errnoReply(await postFormData<unknown>(url, data, { signal: opts.signal, timeout: opts.timeout }), `ajaxValidationWithData ${url}`);
  } catch (err) {
    return report(`ajaxValidationWithData ${url}`, err);
  }
}

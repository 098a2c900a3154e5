// The validator's calls (spec section 7), all on core/http. Every failure (HTTP error, timeout,
// network, malformed or wrong-shaped reply) resolves to null: a failed check counts as no error.
// Aborts (a newer check of the same field) resolve to null too; the caller drops them.
import { getJson, graphql, isAbortError, isShopApiError, postForm, postFormData, type SearchParams } from '../../core/http';
import type { ServerMessage } from './messages';

const ISLAND = '[storefront:form-validator]';

/** ClientDataInput as the spec lists it (section 3); only the keys present are checked by the shop. */
export interface ClientDataInput {
  clientBillingData?: Partial<Record<'firstname' | 'lastname' | 'companyName' | 'street' | 'zipcode' | 'city' | 'phone' | 'country', string>>;
  taxNumber?: string;
  email?: string;
  birthDate?: string;
  loginAndPassword?: { login?: string; password?: string };
}

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

/** One reply of validateClientData, or null when its shape is not {messages: [{code, message}], clientExists}. */
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

/** The aliased query: one `validateClientData` field per input, each with its own variable. */
export function clientDataQuery(aliases: readonly string[]): string {
  const vars = aliases.map((a) => `$${a}: ClientDataInput`).join(', ');
  const fields = aliases.map((a) => `  ${a}: validateClientData(ClientDataInput: $${a}) { messages { code message } clientExists }`).join('\n');
  return `query validateClientData(${vars}) {\n${fields}\n}`;
}

/**
 * POST /graphql/v1/?query=validateClientData with several fields in ONE request (aliases f0, f1 …).
 * Answers per input, in order; null for an input whose reply is missing or malformed, and null for all
 * when the request fails.
 */
export async function validateClientData(inputs: readonly ClientDataInput[], opts: CallOptions): Promise<Array<ClientDataReply | null>> {
  if (inputs.length === 0) return [];
  const aliases = inputs.map((_, i) => `f${i}`);
  let data: unknown;
  try {
    data = await graphql<unknown>('validateClientData', {
      kind: 'query',
      query: clientDataQuery(aliases),
      variables: Object.fromEntries(aliases.map((a, i) => [a, inputs[i]])),
      signal: opts.signal,
      timeout: opts.timeout,
    });
  } catch (err) {
    report('validateClientData', err);
    return inputs.map(() => null);
  }
  return aliases.map((a) => {
    const reply = isObj(data) ? parseClientDataReply(data[a]) : null;
    if (!reply && !opts.signal?.aborted) {
      console.warn(`${ISLAND} validateClientData answered ${JSON.stringify(isObj(data) ? data[a] : data)?.slice(0, 200)} for ${a}, not {messages, clientExists}; counted as no error`);
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

/** GET /ajax/payments.php?action=verify_iban&bankAccount=… → errno. Not retried: a stale answer is useless. */
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

/** A field's own validation-url: GET or POST `name=value` plus the extra fields (data-serialize). */
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

/** ajaxValidationWithData: the form's data POSTed to the address the form names → errno. */
export async function ajaxValidationWithData(url: string, data: FormData, opts: CallOptions): Promise<ErrnoReply | null> {
  try {
    return errnoReply(await postFormData<unknown>(url, data, { signal: opts.signal, timeout: opts.timeout }), `ajaxValidationWithData ${url}`);
  } catch (err) {
    return report(`ajaxValidationWithData ${url}`, err);
  }
}

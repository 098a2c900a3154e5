// document.cookie helpers that never throw (sandboxed documents can throw on cookie access).

export interface CookieOptions {
  /** Lifetime in days; omitted = session cookie. */
  days?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

function decode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export function getCookie(name: string, doc: Document = document): string | null {
  let all = '';
  try {
    all = doc.cookie;
  } catch {
    return null;
  }
  for (const pair of all.split(';')) {
    const eq = pair.indexOf('=');
    const key = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (key && decode(key) === name) return eq < 0 ? '' : decode(pair.slice(eq + 1).trim());
  }
  return null;
}

/** The cookie parsed as JSON (shops write e.g. setRegionForced={"showModal":true}); null when absent or bad. */
export function getJSONCookie<T = unknown>(
  name: string,
  guard?: (value: unknown) => value is T,
  doc: Document = document,
): T | null {
  const text = getCookie(name, doc);
  if (text === null || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return guard && !guard(value) ? null : (value as T);
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write. */
export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): boolean {
  const { days, path = '/', domain, sameSite = 'Lax' } = options;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (days !== undefined && Number.isFinite(days)) {
    parts.push(`expires=${new Date(Date.now() + days * 864e5).toUTCString()}`);
  }
  if (domain) parts.push(`domain=${domain}`);
  // Browsers drop SameSite=None cookies without Secure.
  if (options.secure || sameSite === 'None') parts.push('Secure');
  try {
    doc.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}

export function setJSONCookie(name: string, value: unknown, options?: CookieOptions, doc: Document = document): boolean {
  try {
    return setCookie(name, JSON.stringify(value) ?? 'null', options, doc);
  } catch {
    return false;
  }
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}, doc: Document = document): void {
  const { path = '/', domain } = options;
  const parts = [`${encodeURIComponent(name)}=`, `path=${path}`, 'expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  if (domain) parts.push(`domain=${domain}`);
  try {
    doc.cookie = parts.join('; ');
  } catch {
    // nothing to do: the cookie could not have been written either
  }
}

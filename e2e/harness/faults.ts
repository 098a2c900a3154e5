/** Faults (the mock shop's cookie: mock_faults=<endpoint>:<kind>,… URL-encoded; fixtures/mock-shop/faults.ts). */
import type { BrowserContext } from 'playwright-core';
import type { FaultEndpoint, FaultKind } from '../../fixtures/mock-shop/faults';
import { baseURL } from './env';

export type { FaultEndpoint, FaultKind };
export type Faults = Partial<Record<FaultEndpoint, FaultKind>>;

/** Each context's injected faults (the harness tells a faulted request from a real failure by them). */
export const contextFaults = new WeakMap<BrowserContext, Faults>();

/** Adds (or replaces) one endpoint's fault for every later request of this context. */
export async function setFault(context: BrowserContext, endpoint: FaultEndpoint, kind: FaultKind): Promise<void> {
  await writeFaults(context, { ...(contextFaults.get(context) ?? {}), [endpoint]: kind });
}

export async function clearFaults(context: BrowserContext): Promise<void> {
  await writeFaults(context, {});
}

async function writeFaults(context: BrowserContext, faults: Faults): Promise<void> {
  contextFaults.set(context, faults);
  const value = Object.entries(faults)
    .map(([endpoint, kind]) => `${endpoint}:${kind}`)
    .join(',');
  if (!value) {
    await context.clearCookies({ name: 'mock_faults' });
    return;
  }
  await context.addCookies([{ name: 'mock_faults', value: encodeURIComponent(value), url: baseURL() }]);
}

/** The mock shop's paths (fixtures/mock-shop/http-middleware.ts MOCK_SHOP_PATHS) → fault keys. */
const ENDPOINT_BY_PATH: [RegExp, string][] = [
  [/\/ajax\/projector\.php$/, 'projector'],
  [/\/ajax\/get\.php$/, 'get'],
  [/\/ajax\/hotspots\.php$/, 'hotspots'],
  [/\/ajax\/payments\.php$/, 'payments'],
  [/\/basketchange\.php$/, 'basketchange'],
  [/\/graphql\/v1\/?$/, 'graphql'],
  [/\/__mock\/accounts\/webAuthn\/\w+\.php$/, 'accounts'],
];

/**
 * Whether a failing mock-shop request is explained by an injected fault, mirroring the mock's
 * own lookup: the specific key ('graphql:basket', 'projector:observe'), then 'graphql', then '*'.
 * A GraphQL operation is recognised by its name in the query string or the request body.
 */
export function isFaultCaused(url: string, faults: Faults, postData: string | null = null): boolean {
  const keys = Object.keys(faults);
  if (!keys.length) return false;
  const u = new URL(url);
  const base = ENDPOINT_BY_PATH.find(([re]) => re.test(u.pathname))?.[1];
  if (!base) return false;
  const candidates = new Set(['*']);
  // 'projector' does not cover the notify-when-available call, which has its own key.
  candidates.add(base === 'projector' && u.searchParams.get('action') === 'set_product_observed' ? 'projector:observe' : base);
  // A set's price call: its own key, and 'projector' (added above) too.
  if (base === 'projector' && (u.searchParams.get('get') ?? '').includes('bundleprice')) candidates.add('projector:bundle');
  // The accounts service (passkeys): accounts:<call> from the script name, then accounts.
  const script = /\/webAuthn\/(\w+)\.php$/.exec(u.pathname)?.[1];
  if (base === 'accounts' && script) candidates.add(`accounts:${script}`);
  if (base === 'graphql') {
    const haystack = `${u.search} ${postData ?? ''}`;
    for (const k of keys) if (k.startsWith('graphql:') && haystack.includes(k.slice('graphql:'.length))) candidates.add(k);
  }
  return keys.some((k) => candidates.has(k));
}

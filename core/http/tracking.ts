// Tracking events (spec section 7): when a shop reply carries the tracking header with a value of 1
// or more, the shop has tracking scripts waiting; one `trackingEvents` GraphQL query fetches them and
// each returned string runs through core/dom/run-script (nonce, Trusted Types; never eval).
// The header is the platform's x-iai-tracking-events (reference section 14); the query goes to
// POST /graphql/v1/?trackingEvents. Replies arriving while a query is in flight share one more query.
import { graphql } from './graphql';
import { runScript } from '../dom/run-script';
import { onTrackedReply } from './reply-hooks';

export const TRACKING_HEADER = 'x-iai-tracking-events';
export const TRACKING_QUERY = 'query { trackingEvents }';

/** The header's count, 0 when absent or not a number. */
export function trackingCount(headers: Headers): number {
  const n = Number.parseInt(headers.get(TRACKING_HEADER) ?? '', 10);
  return Number.isFinite(n) ? n : 0;
}

/** The trackingEvents call itself never triggers another one (a reply to it may carry the header). */
export function isTrackingCall(url: string): boolean {
  try {
    const q = new URL(url, 'http://x/').searchParams;
    return q.has('trackingEvents') || q.get('query') === 'trackingEvents';
  } catch {
    return false;
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * @call POST /graphql/v1/?trackingEvents §14
 */
async function fetchAndRun(): Promise<void> {
  let data: unknown;
  try {
    data = await graphql<unknown>('trackingEvents', { kind: 'flag', query: TRACKING_QUERY });
  } catch (err) {
    console.info(`[storefront:tracking-events] the trackingEvents query failed and is ignored: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  const list = typeof data === 'object' && data !== null ? (data as { trackingEvents?: unknown }).trackingEvents : undefined;
  if (!Array.isArray(list)) {
    console.info('[storefront:tracking-events] trackingEvents is not a list of strings; nothing run');
    return;
  }
  for (const code of list) {
    if (typeof code === 'string') await runScript(code, { caller: 'tracking-events' });
  }
}

function start(): void {
  running = fetchAndRun().finally(() => {
    running = null;
    if (again) {
      again = false;
      start();
    }
  });
}

/** Called for every tracked call's reply (core/http/reply-hooks, from the client's afterResponse hook). */
export function noteTrackingHeader(url: string, headers: Headers): void {
  if (trackingCount(headers) < 1 || isTrackingCall(url)) return;
  if (running) again = true;
  else start();
}

/** For tests: resolves once no tracking query or script is pending. */
export async function trackingIdle(): Promise<void> {
  while (running) await running;
}

// Every tracked call's reply comes here from now on (core/http/index.ts loads this module with the layer).
onTrackedReply(noteTrackingHeader);

// What the network layer tells of a reply, to whoever listens: core/http/tracking runs the shop's tracking
// scripts when a tracked call's reply asks for them. A slot here rather than an import of tracking from the
// client: tracking sends its own query through the client.

type TrackedReply = (url: string, headers: Headers) => void;
let listener: TrackedReply | null = null;

/** The one listener for the replies of calls made with `tracking` (core/http/tracking sets it as it loads). */
export function onTrackedReply(fn: TrackedReply): void {
  listener = fn;
}

/** Called by the client for every reply of a call made with `tracking`. */
export function trackedReply(url: string, headers: Headers): void {
  listener?.(url, headers);
}

// Attribute names shared by the entry (boot) and the runtime chunk; kept apart so the
// runtime importing them does not pull boot out of the entry into a chunk of its own.

/** Set on every element that hosts a React root. */
export const ROOT_ATTR = 'data-island-root';

/** `data-storefront-<island>`: waiting | loading | mounted | failed | skipped | unmounted. */
export function stateAttr(name: string): string {
  return `data-storefront-${name}`;
}

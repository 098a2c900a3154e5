// Attribute names the entry writes. The runtime never imports this file (it gets setState
// and the root attribute through its mount context): a module shared by the entry and a
// lazy chunk would be split out of the entry into one more request before anything starts.

/** Set on every element that hosts a React root. */
export const ROOT_ATTR = 'data-island-root';

/** `data-storefront-<island>`: waiting | loading | mounted | failed | skipped | unmounted | theme. */
export function stateAttr(name: string): string {
  return `data-storefront-${name}`;
}

// What must be true of a container from the start, before its island wakes: a small DOM-only job, no
// React. Issue 31: the live search's field got role=combobox only when focus woke the island, so its
// role changed under that focus. The runtime runs these jobs when it loads (at the page's idle time,
// with the first island that wakes, every page has one) and again whenever an island mounts, on every
// container still waiting. Issue 32 moves such jobs to the entry's load time.
// (Not core/mount/attrs.ts: the runtime must not import a module the entry imports; see there.)
const waiting = (name: string): string => `[data-storefront-${name}="waiting"]`;

const JOBS: Record<string, (container: Element) => void> = {
  // The APG combobox from the start (its listbox comes with the island; collapsed until then).
  'live-search': (el) => {
    const input = el.querySelector('input.menu_search__input, input[name="text"]');
    if (!input || input.hasAttribute('role')) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-autocomplete', 'list');
  },
};

/** Runs every job on the containers still waiting for their island. */
export function prepareWaiting(doc: Document = document): void {
  for (const [name, job] of Object.entries(JOBS)) doc.querySelectorAll(waiting(name)).forEach(job);
}

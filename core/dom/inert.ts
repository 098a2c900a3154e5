// While a modal layer is open (the mobile sidebar, a dialog) the page behind it is inert: every element that
// is neither one of `keep` nor an ancestor of one gets `inert`, at each level of the tree up to `root`.
// Only elements we changed are put back, so the theme's own inert elements stay as they were.

export function inertOutside(keep: readonly Element[], root: Element = document.body): () => void {
  const kept = keep.filter((k) => root.contains(k) && k !== root);
  const path = new Set<Element>();
  for (const k of kept) {
    for (let el: Element | null = k; el && el !== root; el = el.parentElement) path.add(el);
  }
  const changed: HTMLElement[] = [];
  for (const el of path) {
    for (const sibling of Array.from(el.parentElement?.children ?? [])) {
      if (path.has(sibling) || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (kept.some((k) => k.contains(sibling))) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}

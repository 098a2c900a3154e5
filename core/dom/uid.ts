// Ids unique in the page across every island, of both builds and of DOM islands alike. React's useId is
// unique within one root only (Preact restarts it per root), so two islands' aria references could cross:
// one counter, in the shared core chunk, serves every island.
let next = 0;

/** A new page-unique id: 'sf1', 'sf2', … */
export function nextUid(): string {
  next += 1;
  return `sf${next}`;
}

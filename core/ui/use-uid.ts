// Ids unique in the page across every island. React's useId is unique within one root only; the
// React build happens to count across roots, but Preact (the lean build) restarts per root, so two
// islands (two tooltips, two dropdowns) got the same id and their aria references crossed (issue 17).
// One counter in the shared core chunk serves every root of both builds.
import { useState } from 'react';

let next = 0;

/** A page-unique id, fixed for the component's life: 'sf1', 'sf2', … */
export function useUid(): string {
  const [id] = useState(() => `sf${(next += 1)}`);
  return id;
}

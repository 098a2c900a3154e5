// The page-unique ids of core/dom/uid.ts, fixed for a component's life (React's useId is unique within
// one root only, and Preact restarts it per root).
import { useState } from 'react';
import { nextUid } from '../dom/uid';

/** A page-unique id, fixed for the component's life: 'sf1', 'sf2', … */
export function useUid(): string {
  const [id] = useState(nextUid);
  return id;
}

// Text for screen readers only. Inline, so it holds on themes without an `.sr-only` class;
// the class stays on the element for themes that style it their own way.
import type { CSSProperties } from 'react';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

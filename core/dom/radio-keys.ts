// The APG radio group's keys, shared by every radio group island (sizes, subscription periods …).

/** Arrows move with wrap, Home/End go to the ends, Space stays on the item; null = not a group key. */
export function radioKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case ' ':
      return index;
    default:
      return null;
  }
}

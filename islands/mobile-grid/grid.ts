// IdoSell's mobile grid: on the phone layout, blocks named by the aside's placeholders
// (`.setMobileGrid[data-item="#menu_navbar"]` …) move into those placeholders; a
// `del.domHandler[data-item]` marker keeps each block's own place so it can go back.
import { ownQuery } from '../../core/dom/own';

const ISLAND = '[storefront:mobile-grid]';

export interface Moved {
  item: string;
  block: HTMLElement;
  marker: HTMLElement;
}

function find(item: string): HTMLElement | null {
  try {
    return ownQuery(document, item);
  } catch {
    console.error(`${ISLAND} data-item="${item}" is not a valid selector; that placeholder stays empty`);
    return null;
  }
}

/** Moves every block into its placeholder inside `aside`; returns what moved. */
export function moveIn(aside: HTMLElement, placeholderSelector = '.setMobileGrid[data-item]'): Moved[] {
  const moved: Moved[] = [];
  for (const slot of aside.querySelectorAll<HTMLElement>(placeholderSelector)) {
    const item = slot.getAttribute('data-item')?.trim() ?? '';
    if (!item) {
      console.error(`${ISLAND} data-item="" names no block; that placeholder stays empty`);
      continue;
    }
    const block = find(item);
    // Absent on this page (no blog, one language): nothing to move, as in IdoSell.
    if (!block || aside.contains(block)) continue;
    if (block.contains(aside)) {
      console.error(`${ISLAND} data-item="${item}" contains the aside itself; not moved`);
      continue;
    }
    const marker = document.createElement('del');
    marker.className = 'domHandler';
    marker.setAttribute('data-item', item);
    marker.hidden = true;
    marker.style.setProperty('display', 'none', 'important');
    block.before(marker);
    slot.append(block);
    moved.push({ item, block, marker });
  }
  return moved;
}

/** Puts every moved block back where its marker is and removes the markers. */
export function moveBack(moved: readonly Moved[]): void {
  for (const { block, marker } of [...moved].reverse()) {
    if (marker.isConnected) marker.replaceWith(block);
    else marker.remove();
  }
}

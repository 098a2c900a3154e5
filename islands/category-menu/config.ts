import { dataReader } from '../../core/dom/data';
import { MEGA_MENU } from './columns';

export interface CategoryMenuConfig {
  /** ms the pointer rests on a category before its panel opens, and leaves it before it closes. */
  hoverDelay: number;
  closeDelay: number;
  columnHeight: number;
  columnPadding: number;
  columns: number;
  /** Categories shown in a list before its "show more" button. */
  showMore: number;
  /** Merge short second-level lists into shared columns (the spec: on). */
  columnConcat: boolean;
  /** Width of one column for the "does the panel fit" check (the spec: 200). */
  submenuWidth: number;
}

/** The container's data-category-menu-* attributes; defaults are the spec's mega-menu constants. */
export function readCategoryMenuConfig(el: HTMLElement): CategoryMenuConfig {
  const read = dataReader(el, 'category-menu');
  const px = { min: 0, max: 5000 };
  return {
    hoverDelay: read.number('category-menu-hover-delay', 150, { min: 0, max: 2000 }),
    closeDelay: read.number('category-menu-close-delay', 300, { min: 0, max: 2000 }),
    columnHeight: read.number('category-menu-column-height', MEGA_MENU.height, px),
    columnPadding: read.number('category-menu-column-padding', MEGA_MENU.padding, px),
    columns: read.number('category-menu-columns', MEGA_MENU.maxColumns, { min: 1, max: 12, integer: true }),
    showMore: read.number('category-menu-show-more', MEGA_MENU.showMore, { min: 1, max: 1000, integer: true }),
    columnConcat: read.boolean('category-menu-column-concat', true),
    submenuWidth: read.number('category-menu-submenu-width', MEGA_MENU.submenuWidth, { min: 1, max: 2000 }),
  };
}

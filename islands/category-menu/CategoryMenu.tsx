import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useShop } from '../../core/store';
import { selectIsMobileView } from '../../core/store/selectors';
import { useTexts } from '../../core/texts';
import type { CategoryMenuConfig } from './config';
import { enhanceDesktop } from './desktop';
import { enhanceFilters } from './filters';
import { enhanceMobile } from './mobile';
import { texts } from './texts';
import { ownById } from '../../core/dom/own';

/** The categories list: inside the nav, or already moved to the aside by mobile-grid on view 1. */
export function findNavbar(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>('.navbar-collapse') ?? ownById(document, 'menu_navbar');
}

/**
 * Enhances the server's menu in place (it can hold thousands of links, so React never re-renders
 * it): desktop disclosure mega-menu on views 3–4, the slide-in sidebar on views 1–2.
 */
export function CategoryMenu({ config, container }: IslandProps<CategoryMenuConfig>) {
  const t = useTexts(texts);
  const mobile = useShop(selectIsMobileView);

  useEffect(() => {
    const navbar = findNavbar(container);
    if (!navbar) {
      console.error(`[storefront:category-menu] no .navbar-collapse or #menu_navbar for #${container.id || 'menu_categories'}; the menu stays as the server sent it`);
      return;
    }
    if (!mobile) return enhanceDesktop(navbar, config, t);
    const toggler = container.querySelector<HTMLElement>('.navbar-toggler');
    if (!toggler) {
      console.error('[storefront:category-menu] no .navbar-toggler in the menu; the sidebar cannot open');
      return;
    }
    return enhanceMobile({ navbar, toggler, search: ownById(document, 'menu_search') }, t);
  }, [container, config, t, mobile]);

  useEffect(() => enhanceFilters(), []);
  return null;
}

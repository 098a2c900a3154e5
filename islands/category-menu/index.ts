import { defineDomIsland } from '../../core/mount/define';
import { ownById } from '../../core/dom/own';
import { followWhileStarted } from '../../core/store/follow';
import { selectIsMobileView } from '../../core/store/selectors';
import { storeTexts } from '../../core/texts/store-texts';
import { readCategoryMenuConfig, type CategoryMenuConfig } from './config';
import { enhanceDesktop } from './desktop';
import { enhanceFilters } from './filters';
import { enhanceMobile } from './mobile';
import { texts, type CategoryMenuTexts } from './texts';

/** The categories list: inside the nav, or already moved to the aside by mobile-grid on view 1. */
export function findNavbar(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>('.navbar-collapse') ?? ownById(document, 'menu_navbar');
}

/** The desktop mega-menu or the mobile sidebar, as the view asks; returns its undo. */
function enhanceMenu(container: HTMLElement, config: CategoryMenuConfig, t: CategoryMenuTexts, mobile: boolean): () => void {
  const navbar = findNavbar(container);
  if (!navbar) {
    console.error(`[storefront:category-menu] no .navbar-collapse or #menu_navbar for #${container.id || 'menu_categories'}; the menu stays as the server sent it`);
    return () => {};
  }
  if (!mobile) return enhanceDesktop(navbar, config, t);
  const toggler = container.querySelector<HTMLElement>('.navbar-toggler');
  if (!toggler) {
    console.error('[storefront:category-menu] no .navbar-toggler in the menu; the sidebar cannot open');
    return () => {};
  }
  return enhanceMobile({ navbar, toggler, search: ownById(document, 'menu_search') }, t);
}

/**
 * A DOM island (no renderer). Enhances the server's menu in place (it can hold thousands of
 * links, so nothing re-renders it): the desktop disclosure mega-menu on views 3–4, the slide-in sidebar on
 * views 1–2, switched when the view crosses between them; and the search page's [data-filters-toggle]
 * buttons. Stopping puts the server's markup back.
 */
export default defineDomIsland<CategoryMenuConfig>({
  name: 'category-menu',
  readConfig: readCategoryMenuConfig,
  start({ config, container }) {
    const t = storeTexts(texts);
    let stopMenu = () => {};
    let stopFilters = () => {};
    const stop = followWhileStarted(
      'category-menu',
      container,
      selectIsMobileView,
      (mobile) => {
        stopMenu();
        stopMenu = () => {};
        stopMenu = enhanceMenu(container, config, t, mobile);
      },
      () => {
        stopMenu();
        stopFilters();
      },
    );
    try {
      stopFilters = enhanceFilters();
    } catch (err) {
      stop();
      throw err;
    }
    return stop;
  },
});

import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('category-menu', {
  pl: {
    showMore: 'Pokaż więcej',
    showLess: 'Pokaż mniej',
    /** Label of the expand button added to a sub-category that has its own list ({name}: the category). */
    expand: '{name}, podmenu',
    /** For a back link the theme left without a label. */
    back: 'Wróć',
    /** Name of the open slide-in sidebar (a modal dialog while open). */
    sidebar: 'Menu',
  },
  en: {
    showMore: 'Show more',
    showLess: 'Show less',
    expand: '{name}, submenu',
    back: 'Back',
    sidebar: 'Menu',
  },
});

export type CategoryMenuTexts = { readonly [K in 'showMore' | 'showLess' | 'expand' | 'back' | 'sidebar']: string };

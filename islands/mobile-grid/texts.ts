import { defineTexts } from '../../core/texts/define';

export const texts = defineTexts('mobile-grid', {
  pl: {
    /** Name of the aside's "Menu" / "Konto" tab list, for a theme that gives it none. */
    tabs: 'Menu i konto',
  },
  en: {
    tabs: 'Menu and account',
  },
});

export type MobileGridTexts = { readonly [K in 'tabs']: string };

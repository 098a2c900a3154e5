import { defineTexts } from '../../core/texts/define';

/**
 * Names of the landmarks the shop's snippets and widgets are placed in (axe best practice "region":
 * all content in a landmark). Each differs, so the landmarks are told apart.
 */
export const texts = defineTexts('bulk', {
  pl: { top: 'Komunikaty sklepu', bottom: 'Informacje sklepu', widgets: 'Dodatki sklepu', frame: 'Treść osadzona przez sklep' },
  en: { top: 'Shop notices', bottom: 'Shop information', widgets: 'Shop extras', frame: 'Content embedded by the shop' },
});

/** The landmarks' names, and the name of an owner's frame that has none of its own. */
export type SnippetLandmarks = { readonly [K in 'top' | 'bottom' | 'widgets']: string } & { readonly frame?: string };

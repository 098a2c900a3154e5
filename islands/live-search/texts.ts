import { defineTexts, type ResolvedTexts } from '../../core/texts/define';

export const texts = defineTexts('live-search', {
  pl: {
    results: 'Podpowiedzi wyszukiwania',
    products: 'Produkty',
    menu: 'Kategorie',
    cms: 'Informacje',
    producers: 'Producent',
    series: 'Seria',
    queries: 'Pokaż wszystkie',
    showAll: 'Wszystkie wyniki dla „{text}”',
    phonePrice: 'Cena na telefon',
    /** A product sold for loyalty points only: its price in points (2 decimals, as on the product page). */
    pointsPrice: '{points} pkt.',
    breadcrumbSeparator: ' / ',
    count: 'Podpowiedzi: {n}. Wybierz strzałkami w górę i w dół.',
    none: 'Brak podpowiedzi',
    close: 'Zamknij wyszukiwarkę',
    dialog: 'Wyszukiwarka',
  },
  en: {
    results: 'Search suggestions',
    products: 'Products',
    menu: 'Categories',
    cms: 'Info',
    producers: 'Producer',
    series: 'Series',
    queries: 'Show all',
    showAll: 'All results for “{text}”',
    phonePrice: 'Price on phone demand',
    pointsPrice: '{points} pts',
    count: 'Suggestions: {n}. Use the up and down arrows to choose.',
    none: 'No suggestions',
    close: 'Close search',
    dialog: 'Search',
  },
});

export type LiveSearchTexts = ResolvedTexts<keyof typeof texts.variants.pl>;

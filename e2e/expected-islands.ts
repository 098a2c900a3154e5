/**
 * Which islands each sample page must end up with, written by hand from what the pages
 * contain (html-samples/README.md) — deliberately not derived from src/registry.ts, so a
 * wrong or dead selector in the registry fails the smoke suite instead of expecting nothing.
 * Add an island here when its issue adds it to the registry and the samples.
 */
const everyPage = ['back-to-top'];

export const EXPECTED_ISLANDS: Record<string, string[]> = {
  'main.html': [...everyPage],
  'projector-101.html': [...everyPage],
  'projector-102.html': [...everyPage],
  'projector-103.html': [...everyPage],
  'projector-104.html': [...everyPage],
  'projector-105.html': [...everyPage],
  'projector-106.html': [...everyPage],
  'projector-108.html': [...everyPage],
  'basketedit.html': [...everyPage],
  'search.html': [...everyPage],
  'place-order.html': [...everyPage],
  'signin.html': [...everyPage],
  'client-new.html': [...everyPage],
};

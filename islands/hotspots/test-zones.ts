// Test helper: the sample page's zones as the server renders them, in a page of the given type.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function loadZones(file: string, pageType: string, edit: (html: string) => string = (h) => h): void {
  // No <link>/<script>: the parse should not try to load the theme or run the page's globals.
  const sample = readFileSync(resolve(import.meta.dirname, '../../html-samples', `${file}.html`), 'utf8')
    .replace(/<link[^>]*>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '');
  const doc = new DOMParser().parseFromString(sample, 'text/html');
  const zones = Array.from(doc.querySelectorAll('.hotspot__wrapper')).map((z) => z.outerHTML);
  document.body.innerHTML = `<div id="container" class="${pageType}_page"><main id="content">${edit(zones.join('<p>between</p>'))}</main></div>`;
}

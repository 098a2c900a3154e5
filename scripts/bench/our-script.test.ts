// The longest run of our code in one task, from Long Animation Frames' script entries: the page's own scripts
// and one evaluation of the renderer's module (the warm-up's, at idle) are not ours to count.
import { describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ourLongestScript } from './measure.mjs';

const at = 'http://127.0.0.1:4173';
const entry = (url: string, duration: number, type = 'resolve-promise') => ({ url: `${at}${url}`, type, start: 0, duration });

describe('ourLongestScript', () => {
  test('the longest entry of ours: the entry, the chunks; never the page’s own scripts', () => {
    expect(
      ourLongestScript([
        entry('/template-pages/projector-101.html', 120, 'classic-script'),
        entry('/html-samples/theme.js', 90, 'classic-script'),
        entry('/storefront.js', 35, 'module-script'),
        entry('/chunks/core-Ab1_Cd2.js', 53),
        entry('/chunks/islands-Xy9_Zz1.js', 41),
      ]),
    ).toBe(53);
    expect(ourLongestScript([])).toBe(0);
  });

  test('one evaluation of the renderer’s module is the exception; a second one, or its other work, counts', () => {
    const evaluation = entry('/chunks/renderer-Ab1_Cd2.js', 161, 'module-script');
    expect(ourLongestScript([evaluation, entry('/chunks/core-Ab1_Cd2.js', 20)])).toBe(20);
    expect(ourLongestScript([evaluation, { ...evaluation, duration: 150 }])).toBe(150);
    expect(ourLongestScript([evaluation, entry('/chunks/renderer-Ab1_Cd2.js', 70, 'resolve-promise')])).toBe(70);
  });
});

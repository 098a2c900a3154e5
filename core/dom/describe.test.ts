import { describe, expect, it } from 'vitest';
import { describeElement } from './describe';

describe('describeElement', () => {
  it('names the tag, id, name and class, and only those it has', () => {
    const select = document.createElement('select');
    select.id = 'sort';
    select.name = 'sort';
    select.className = 'f-select';
    expect(describeElement(select)).toBe('<select id="sort" name="sort" class="f-select">');
    expect(describeElement(document.createElement('span'))).toBe('<span>');
  });

  it('cuts long values, so a message stays one line', () => {
    const div = document.createElement('div');
    div.className = 'x'.repeat(100);
    expect(describeElement(div)).toBe(`<div class="${'x'.repeat(40)}…">`);
  });
});

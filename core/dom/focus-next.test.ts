import { describe, expect, it } from 'vitest';
import { focusableNear, removeKeepingFocus } from './focus-next';

const all = () => true;

describe('removeKeepingFocus', () => {
  it('moves focus to the next focusable element after the removed one', () => {
    document.body.innerHTML = '<a id="before" href="#a">a</a><div id="gone"><a id="inside" href="#b">b</a></div><span tabindex="-1">x</span><button id="after">c</button>';
    document.getElementById('inside')!.focus();
    removeKeepingFocus(document.getElementById('gone')!, all);
    expect(document.getElementById('gone')).toBeNull();
    expect(document.activeElement?.id).toBe('after');
  });

  it('falls back to the one before when nothing follows, and leaves focus alone when it was elsewhere', () => {
    document.body.innerHTML = '<a id="before" href="#a">a</a><div id="gone"><a id="inside" href="#b">b</a></div>';
    expect(focusableNear(document.getElementById('gone')!, all)?.id).toBe('before');
    document.body.innerHTML = '<button id="elsewhere">x</button><div id="gone"><a href="#b">b</a></div><button id="after">c</button>';
    document.getElementById('elsewhere')!.focus();
    removeKeepingFocus(document.getElementById('gone')!, all);
    expect(document.activeElement?.id).toBe('elsewhere');
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rememberServerElements, REPLAY_EVENT } from './counterpart';

describe('rememberServerElements (a replaced element’s stand-in)', () => {
  it('finds the island’s element by id, else href, else place among its tag; a moved element is itself', () => {
    document.body.innerHTML =
      '<div id="c"><a id="one" href="/a">A</a><a href="/b"><span id="badge">3</span></a><button>x</button><button>y</button></div><p id="out">out</p>';
    const c = document.getElementById('c')!;
    const find = rememberServerElements(c);
    const [byId, byHref] = Array.from(c.querySelectorAll('a'));
    const [, second] = Array.from(c.querySelectorAll('button'));
    const badge = document.getElementById('badge')!;
    // The island's render: new elements in place of the server's, the badge moved into the new link.
    c.innerHTML = '<a id="one" href="/elsewhere">A</a><a href="/b"></a><button>x</button><button>y</button><button>z</button>';
    c.querySelectorAll('a')[1]!.append(badge);
    expect(find(byId!)).toBe(c.querySelector('#one'));
    expect(find(byHref!)).toBe(c.querySelectorAll('a')[1]);
    expect(find(second!)).toBe(c.querySelectorAll('button')[1]);
    expect(find(badge)).toBe(badge);
    // Nothing stands for an element the island dropped, nor for one outside the container.
    c.querySelector('#one')!.remove();
    expect(find(byId!)).toBeNull();
    expect(find(document.getElementById('out')!)).toBeNull();
  });

  it('an inner element without id or href (a size link’s name) stands for its link, though the island adds words before it', () => {
    document.body.innerHTML = '<div id="c"><span id="label">Rozmiar</span><a href="?s=1"><span>XS</span></a><a href="?s=2"><span>S</span></a><a href="?s=5"><span>XL</span></a></div>';
    const c = document.getElementById('c')!;
    const find = rememberServerElements(c);
    const xl = c.querySelectorAll('a span')[2]!;
    // The island's render: a word of its own inside S shifts every later span by one.
    c.innerHTML = '<span id="label">Rozmiar</span><a href="?s=1" role="radio"><span>XS</span></a><a href="?s=2" role="radio"><span>S</span><span>niedostępny</span></a><a href="?s=5" role="radio"><span>XL</span></a>';
    expect(find(xl)).toBe(c.querySelector('a[href="?s=5"]'));
  });
});

it('the interaction trigger sends the event the runtime listens for (written out there: the entry imports nothing)', () => {
  expect(readFileSync(join(import.meta.dirname, 'triggers/interaction.ts'), 'utf8')).toContain(`new CustomEvent('${REPLAY_EVENT}'`);
});

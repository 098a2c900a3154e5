// @vitest-environment jsdom
// jsdom: happy-dom would try to fetch the sample's shop-bundle <script src> by itself.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const runs: Array<{ source: unknown; opts: { caller: string; parent?: Node; before?: Node | null; timeoutMs?: number } }> = [];
vi.mock('../../core/dom/run-script', () => ({
  runScript: vi.fn(async (source: unknown, opts: never) => {
    runs.push({ source, opts });
    return 'loaded';
  }),
}));

const { loadScriptModules, modulePlace, readScriptModules, MODULES_ID } = await import('./modules');

const block = (json: string) => `<script type="application/json" id="${MODULES_ID}">${json}</script>`;

beforeEach(() => {
  runs.length = 0;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="first"></div><script src="/gfx/pol/projector_shop.js"></script><div id="after"></div>';
});

describe('readScriptModules', () => {
  it('reads src, position and type', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      block('[{"src":"/m/a.js","position":"head","type":"module"},{"src":"/m/b.js","position":"after_shop_js","type":"script"}]'),
    );
    expect(readScriptModules()).toEqual([
      { src: '/m/a.js', position: 'head', type: 'module' },
      { src: '/m/b.js', position: 'after_shop_js', type: 'script' },
    ]);
  });

  it('reports bad entries by value and defaults what it can', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', block('[{"position":"head"},{"src":"/m/c.js","position":"footer","type":"wasm"}]'));
    expect(readScriptModules()).toEqual([{ src: '/m/c.js', position: 'body_bottom', type: 'module' }]);
    expect(err).toHaveBeenCalledWith(expect.stringContaining('has no src'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('position "footer"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('type "wasm"'));
    err.mockRestore();
    warn.mockRestore();
  });

  it('loads nothing from a missing, malformed or non-array block', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readScriptModules()).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', block('{nope'));
    expect(readScriptModules()).toEqual([]);
    document.getElementById(MODULES_ID)!.textContent = '{"src":"/x.js"}';
    expect(readScriptModules()).toEqual([]);
    expect(err).toHaveBeenCalledTimes(2);
    err.mockRestore();
  });
});

describe('modulePlace', () => {
  const shop = () => document.querySelector('script[src*="_shop.js"]')!;
  it('places each position', () => {
    expect(modulePlace(document, 'head')).toEqual({ parent: document.head, before: null });
    expect(modulePlace(document, 'body_top')).toEqual({ parent: document.body, before: document.getElementById('first') });
    expect(modulePlace(document, 'body_bottom')).toEqual({ parent: document.body, before: null });
    expect(modulePlace(document, 'before_shop_js')).toEqual({ parent: document.body, before: shop() });
    expect(modulePlace(document, 'after_shop_js')).toEqual({ parent: document.body, before: document.getElementById('after') });
  });

  it('falls back to head end and body end without the shop bundle', () => {
    shop().remove();
    expect(modulePlace(document, 'before_shop_js')).toEqual({ parent: document.head, before: null });
    expect(modulePlace(document, 'after_shop_js')).toEqual({ parent: document.body, before: null });
  });
});

describe('loadScriptModules', () => {
  it('loads each through runScript with its type, place and the 5000 ms module timeout', async () => {
    const results = await loadScriptModules([
      { src: '/m/a.js', position: 'head', type: 'module' },
      { src: '/m/b.js', position: 'before_shop_js', type: 'script' },
    ]);
    expect(results).toEqual(['loaded', 'loaded']);
    expect(runs.map((r) => r.source)).toEqual([{ src: '/m/a.js', type: 'module' }, { src: '/m/b.js', type: 'script' }]);
    expect(runs.every((r) => r.opts.timeoutMs === 5000 && r.opts.caller === 'bulk (script modules)')).toBe(true);
    expect(runs[0]!.opts.parent).toBe(document.head);
    expect(runs[1]!.opts.before).toBe(document.querySelector('script[src*="_shop.js"]'));
  });
});

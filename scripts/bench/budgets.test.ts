import { describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { BUDGETS, checkBudgets, KB } from './budgets.mjs';
// @ts-expect-error plain ESM script without types
import { percentile } from './stats.mjs';

type Check = { id: string; where: string; ok: boolean; value: number | null };

const page = (file: string, values: Record<string, number>, extra: object = {}) => ({
  page: file,
  summary: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { median: v, p75: v, min: v, max: v }])),
  ...extra,
});
const good = { ourLongestScriptMs: 30, jsBeforeLoadGzip: 3 * KB, jsBeforeWarmUpGzip: 40 * KB, jsAfterIslandsGzip: 30 * KB, jsEvaluatedGzip: 12 * KB, jsRequests: 9, absentIslandChunks: 0, tbt: 40, tbtAdded: 20, cls: 0.001, bulkCalls: 1, hotspotsCalls: 0 };
const scen = (scenario: string, values: Record<string, number>) => ({ scenario, sample: 'x.html', summary: page('', values).summary });
const scenarios = [
  scen('template page: size tap 1 s after load → price painted', { firstPaintedMs: 80, navigated: 0 }),
  scen('template page: size tap 200 ms after load → price painted', { firstPaintedMs: 250, navigated: 0 }),
  scen('sample page: size tap 1 s after load → price painted', { firstPaintedMs: 70, navigated: 0 }),
  scen('mini-basket tap 1 s after load → painted', { firstPaintedMs: 90, paintedAfterAnswerMs: 60 }),
  scen('open the mega-menu', { menuOpenMs: 20 }),
  scen('size change → prices painted', { pricesPaintedMs: 30 }),
  scen('type a query → results painted', { resultsPaintedMs: 70, paintedAfterAnswerMs: 40 }),
  scen('product page scrolled through → bulk and hotspots calls', { bulkCalls: 1, hotspotsCalls: 1 }),
  scen('next page: a tile hovered 300 ms, clicked → product page FCP', { fcpOnMs: 420, fcpOffMs: 700, fasterMs: 280, prefetched: 1, prefetchedWithout: 0 }),
];
const build = (name: string, pages: object[], clsPages: object[] = pages) => ({ build: name, pages, clsPages, scenarios });
const bench = (react: object[], lean: object[] = react, cpu = 4) => ({
  cpuThrottling: cpu,
  view: 1,
  clsView: 3,
  builds: [build('react', react), build('lean', lean)],
});
const pagesOk = () => [page('main.html', good), page('projector-101.html', good), page('template-pages/projector-101.html', good)];

describe('checkBudgets', () => {
  test('a floor (atLeast) with minus: the saving is one statistic minus the other, and must reach the limit', () => {
    const only = BUDGETS.filter((b: { id: string }) => b.id.startsWith('next-page'));
    const met: Check[] = checkBudgets(bench(pagesOk()), only, ['react']);
    expect(met.map((c) => [c.id, c.value, c.ok])).toEqual([
      ['next-page-sooner', 280, true],
      ['next-page-prefetched', 1, true],
      ['next-page-off-fetches-nothing', 0, true],
    ]);
    const slow = { ...bench(pagesOk()) };
    slow.builds = [{ ...slow.builds[0]!, scenarios: [scen('next page: a tile hovered 300 ms', { fcpOnMs: 500, fcpOffMs: 700, prefetched: 0, prefetchedWithout: 1 })] }];
    const missed: Check[] = checkBudgets(slow, only, ['react']);
    expect(missed.map((c) => [c.id, c.value, c.ok])).toEqual([
      ['next-page-sooner', 200, false],
      ['next-page-prefetched', 0, false],
      ['next-page-off-fetches-nothing', 1, false],
    ]);
  });

  test('all met, every budget checked for both builds', () => {
    const r: Check[] = checkBudgets(bench(pagesOk()));
    expect(r.filter((c) => !c.ok)).toEqual([]);
    for (const b of ['react', 'lean']) {
      expect(new Set(r.filter((c) => c.where.startsWith(`${b}:`)).map((c) => c.id))).toEqual(new Set(BUDGETS.map((x: { id: string }) => x.id)));
    }
  });

  test('each build has its own limits: the same figures pass React and miss lean', () => {
    const heavy = [page('main.html', { ...good, jsAfterIslandsGzip: 70 * KB }), page('projector-101.html', { ...good, jsAfterIslandsGzip: 90 * KB }), page('template-pages/projector-101.html', good)];
    const r: Check[] = checkBudgets(bench(heavy));
    expect(r.filter((c) => !c.ok).map((c) => `${c.id} ${c.where}`).sort()).toEqual([
      'js-other-after-islands lean: main.html',
      'js-product-after-islands lean: projector-101.html',
    ]);
  });

  test('each miss is listed with its build and page; requests are per page type', () => {
    const r: Check[] = checkBudgets(
      bench(
        [
          page('main.html', { ...good, tbtAdded: 31, cls: 0.02, jsRequests: 11, jsEvaluatedGzip: 31 * KB }),
          page('projector-101.html', { ...good, jsAfterIslandsGzip: 136 * KB, bulkCalls: 2, jsRequests: 15 }, { absentIslandChunkList: [] }),
          // A template product page counts as a product page (15 requests allowed), not as another page.
          page('template-pages/projector-101.html', { ...good, jsRequests: 15 }),
        ],
        pagesOk(),
      ),
    );
    expect(r.filter((c) => !c.ok).map((c) => `${c.id} ${c.where}`).sort()).toEqual([
      'cls react: main.html (view 1)',
      'cls react: main.html (view 3)',
      'js-product-after-islands react: projector-101.html',
      'js-requests-other react: main.html',
      'product-bulk-calls-load react: projector-101.html',
      'tbt-added react: main.html',
    ]);
  });

  test('a missing metric, scenario, CLS pass or build is a miss, not a pass', () => {
    const { tbtAdded: _tbt, ...noTbt } = good;
    const b = { ...bench([page('main.html', noTbt)]), clsView: null };
    b.builds = b.builds.map((x) => ({ ...x, scenarios: [] }));
    const r: Check[] = checkBudgets(b);
    expect(r.find((c) => c.id === 'tbt-added')!.ok).toBe(false);
    expect(r.find((c) => c.id === 'size-change-painted')!.ok).toBe(false);
    expect(r.find((c) => c.id === 'js-product-after-islands')!.ok).toBe(false);
    expect(r.some((c) => c.id === 'cls' && !c.ok && c.where.includes('no CLS pass'))).toBe(true);
    const onlyReact = { ...bench(pagesOk()), builds: [build('react', pagesOk())] };
    expect(checkBudgets(onlyReact).filter((c: Check) => !c.ok).map((c: Check) => c.where)).toEqual(
      BUDGETS.map(() => 'lean: (build not in bench.json)'),
    );
  });

  test("a TBT miss shows the page's own TBT (our script blocked) beside it, without changing the verdict", () => {
    const b = { ...bench([page('main.html', { ...good, tbt: 120, tbtAdded: 80 })]), baseline: [{ page: 'main.html', view: 1, summary: { tbt: { median: 40 } } }] };
    const tbt = (checkBudgets(b) as Array<Check & { shown: string }>).filter((c) => c.id === 'tbt-added');
    expect(tbt.map((c) => [c.ok, c.shown])).toEqual([
      [false, '80 ms (limit 30 ms, median) — the page alone: 40 ms'],
      [false, '80 ms (limit 30 ms, median) — the page alone: 40 ms'],
    ]);
    const under = { ...b, builds: bench([page('main.html', good)]).builds };
    expect((checkBudgets(under) as Check[]).filter((c) => c.id === 'tbt-added').every((c) => c.ok)).toBe(true);
  });

  test('TBT measured at another CPU rate does not count as met', () => {
    const r: Check[] = checkBudgets(bench(pagesOk(), pagesOk(), 1));
    expect(r.filter((c) => c.id === 'tbt-added').every((c) => !c.ok)).toBe(true);
  });
});

describe('percentile (nearest rank)', () => {
  test('p75 of 5 runs is the 4th smallest; of 3 the largest', () => {
    expect(percentile([5, 1, 4, 2, 3], 75)).toBe(4);
    expect(percentile([10, 30, 20], 75)).toBe(30);
    expect(percentile([], 75)).toBeNull();
  });
});

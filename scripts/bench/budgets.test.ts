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
const good = { jsBeforeLoadGzip: 3 * KB, jsAfterIslandsGzip: 80 * KB, absentIslandChunks: 0, tbt: 20, cls: 0.001, bulkCalls: 1, hotspotsCalls: 0 };
const scen = (scenario: string, values: Record<string, number>) => ({ scenario, sample: 'x.html', summary: page('', values).summary });
const bench = (pages: object[], cpu = 4) => ({
  cpuThrottling: cpu,
  pages,
  scenarios: [
    scen('size change → prices painted', { pricesPaintedMs: 30 }),
    scen('type a query → results painted', { resultsPaintedMs: 40 }),
    scen('product page scrolled through → bulk and hotspots calls', { bulkCalls: 1, hotspotsCalls: 1 }),
  ],
});

describe('checkBudgets', () => {
  test('all met', () => {
    const r: Check[] = checkBudgets(bench([page('main.html', good), page('projector-101.html', good)]));
    expect(r.filter((c) => !c.ok)).toEqual([]);
    expect(new Set(r.map((c) => c.id))).toEqual(new Set(BUDGETS.map((b: { id: string }) => b.id)));
  });

  test('each miss is listed with its page', () => {
    const r: Check[] = checkBudgets(
      bench([page('main.html', { ...good, tbt: 51, cls: 0.02 }), page('projector-101.html', { ...good, jsAfterIslandsGzip: 86 * KB, bulkCalls: 2 }, { absentIslandChunkList: [] })]),
    );
    expect(r.filter((c) => !c.ok).map((c) => `${c.id} ${c.where}`).sort()).toEqual([
      'cls main.html',
      'js-product-after-islands projector-101.html',
      'product-bulk-calls-load projector-101.html',
      'tbt main.html',
    ]);
  });

  test('a missing metric or scenario is a miss, not a pass', () => {
    const { tbt: _tbt, ...noTbt } = good;
    const b = { ...bench([page('main.html', noTbt)]), scenarios: [] };
    const r: Check[] = checkBudgets(b);
    expect(r.find((c) => c.id === 'tbt')!.ok).toBe(false);
    expect(r.find((c) => c.id === 'size-change-painted')!.ok).toBe(false);
    expect(r.find((c) => c.id === 'js-product-after-islands')!.ok).toBe(false);
  });

  test('TBT measured at another CPU rate does not count as met', () => {
    const r: Check[] = checkBudgets(bench([page('main.html', good)], 1));
    expect(r.find((c) => c.id === 'tbt')!.ok).toBe(false);
  });
});

describe('percentile (nearest rank)', () => {
  test('p75 of 5 runs is the 4th smallest; of 3 the largest', () => {
    expect(percentile([5, 1, 4, 2, 3], 75)).toBe(4);
    expect(percentile([10, 30, 20], 75)).toBe(30);
    expect(percentile([], 75)).toBeNull();
  });
});

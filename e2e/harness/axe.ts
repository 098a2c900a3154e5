/** axe-core in the page with the complete rule set, once animations have settled. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Sample } from './sample';
import { stateKey, verdictFor } from './axe-verdicts';
import { timed } from './timed';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
}

/**
 * The complete rule set every axe check runs: WCAG 2.0/2.1 A and AA, 2.2 AA and axe's best practices.
 * No check narrows it: a sweep without wcag21a would miss a Level A failure.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeNeedsReview {
  id: string;
  help: string;
  /** Why axe could not decide, per node (its first check message). */
  nodes: { target: string; why: string }[];
}

export interface AxeResult {
  violations: AxeViolation[];
  /** One line per violation: '[color-contrast] serious — Elements must meet … — #a, .b'. */
  summary: string[];
  /** axe's "incomplete" results: what it could not decide and a person must review. */
  needsReview: AxeNeedsReview[];
}

/** Waits until every finite running animation and transition has ended (an audit of a half-open panel is no audit). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return a.playState === 'running' && Number.isFinite(Number(end));
    });
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * axe-core's verdict on the page with the complete rule set (AXE_TAGS), once animations have settled: run
 * in the page, or taken from a check of the very same state (./axe-verdicts.ts). The source goes in
 * through page.evaluate (DevTools protocol), so a strict Content-Security-Policy on the page does not block it.
 */
export const axe = (page: Page): Promise<AxeResult> => timed('axe', () => judge(page));
async function judge(page: Page): Promise<AxeResult> {
  await settleAnimations(page);
  const out = await verdictFor(await stateKey(page), () => runAxe(page));
  return { violations: out.violations, summary: out.violations.map(formatViolation), needsReview: out.needsReview };
}
async function runAxe(page: Page): Promise<Omit<AxeResult, 'summary'>> {
  axeSource ??= readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type Check = { message?: string };
    type Node = { target: unknown[]; any?: Check[]; all?: Check[]; none?: Check[] };
    type Rule = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: Node[] };
    type Axe = { run(ctx: Document, opts: object): Promise<{ violations: Rule[]; incomplete: Rule[] }> };
    const a = (window as unknown as { axe: Axe }).axe;
    const res = await a.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
    const target = (n: Node) => n.target.map(String).join(' >>> ');
    const why = (n: Node) => [...(n.any ?? []), ...(n.all ?? []), ...(n.none ?? [])].find((c) => c.message)?.message ?? '';
    return {
      violations: res.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, helpUrl: v.helpUrl, targets: v.nodes.map(target) })),
      needsReview: res.incomplete.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: target(n), why: why(n) })) })),
    };
  }, [...AXE_TAGS]);
}

export function formatViolation(v: AxeViolation): string {
  const targets = v.targets.length > 5 ? [...v.targets.slice(0, 5), `… ${v.targets.length - 5} more`] : v.targets;
  return `[${v.id}] ${v.impact ?? 'n/a'} — ${v.help} — ${targets.join(', ')}`;
}

/** axe-core on the page as it is now; violations fail the test softly, labelled with the state. */
export async function expectAxe(s: Sample, label: string): Promise<void> {
  expect.soft((await axe(s.page)).summary, `axe: ${label}`).toEqual([]);
}

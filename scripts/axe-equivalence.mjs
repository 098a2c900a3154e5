// The end of a browser run: what the shared axe verdicts replaced (e2e/harness/axe-verdicts.ts), and the states
// the two builds rendered differently. Each build logs every axe check (its test, which check of the test it
// was, the page state's key, whether axe ran or whose verdict it took); the n-th check of a test is the same
// state on both builds, so two keys for it are a place where the renderers disagree.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const readLog = (file) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

/** The report's lines; the whole comparison is written to `artifact`. */
export function axeEquivalence(dir, artifact) {
  const logs = { react: readLog(join(dir, 'log-react.jsonl')), lean: readLog(join(dir, 'log-lean.jsonl')) };
  if (!logs.react.length && !logs.lean.length) return [];
  const lines = ['[axe] one run per distinct page state (the DOM, style rules, boxes, focus, controls, window and media hashed):'];
  for (const [build, other] of [['react', 'lean'], ['lean', 'react']]) {
    const log = logs[build];
    if (!log.length) continue;
    const ran = log.filter((c) => c.ran).length;
    const fromOther = log.filter((c) => !c.ran && c.from?.startsWith(`${other}:`)).length;
    lines.push(`  ${build.padEnd(5)} ${log.length} checks: axe ran ${ran}, took ${fromOther} verdicts of the ${other} build's identical states, ${log.length - ran - fromOther} of its own earlier identical states`);
  }
  const byTest = (log) => new Map(log.map((c) => [`${c.test} #${c.n}`, c.key]));
  const react = byTest(logs.react);
  const lean = byTest(logs.lean);
  const both = [...react.keys()].filter((k) => lean.has(k));
  const differed = both.filter((k) => react.get(k) !== lean.get(k));
  if (both.length) {
    lines.push(`  states checked on both builds: ${both.length}, identical ${both.length - differed.length}, rendered differently ${differed.length}${differed.length ? ':' : ''}`);
    for (const k of differed.slice(0, 40)) lines.push(`    ≠ ${k}`);
    if (differed.length > 40) lines.push(`    … ${differed.length - 40} more in ${artifact}`);
  }
  mkdirSync(join(artifact, '..'), { recursive: true });
  writeFileSync(artifact, JSON.stringify({ checks: { react: logs.react.length, lean: logs.lean.length }, bothBuilds: both.length, differed, logs }, null, 2));
  return lines;
}

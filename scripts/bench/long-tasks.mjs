#!/usr/bin/env node
/* global console, process */
/**
 * What the long tasks are: loads sample pages cold at 4× CPU throttle (as `npm run bench` does),
 * records a Chromium trace until the islands settle, and prints every main-thread task over 50 ms
 * with its biggest children (script evaluation by URL, function calls, style, layout, parse …).
 *
 *   npx vite build && node scripts/bench/long-tasks.mjs
 *
 * Environment: LT_PAGES=a.html,template-pages/b.html (default projector-105.html,signin.html), LT_VIEW=1, LT_RUNS=2, LT_CPU=4.
 */
import { startPreview } from './server.mjs';
import { chunkPath, withoutHash } from '../chunk-names.mjs';
import { launch, openMeasured, settle } from './measure.mjs';

const list = (v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const pages = list(process.env.LT_PAGES || 'projector-105.html,signin.html');
const view = Number(process.env.LT_VIEW ?? 1);
const runs = Number(process.env.LT_RUNS ?? 2);
const cpu = Number(process.env.LT_CPU ?? 4);

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

function label(e) {
  const d = e.args?.data ?? {};
  if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') return `${e.name} ${short(d.url ?? e.args?.data?.url)}`;
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || '(anon)'} ${short(d.url)}:${d.lineNumber ?? ''}`;
  if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') return `${e.name} ${d.type ?? ''}`;
  if (e.name === 'ParseHTML') return `ParseHTML ${short(d.url)}`;
  return e.name;
}

const { baseURL: base, close } = await startPreview();
const browser = await launch();
try {
  for (const file of pages) {
    for (let r = 0; r < runs; r++) {
      await browser.startTracing(undefined, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
      // A CPU profile of the same load (its clock is the trace's), to say which code ran in each task.
      const handle = await openMeasured(browser, 'about:blank', { view, cpu });
      await handle.cdp.send('Profiler.enable');
      await handle.cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await handle.cdp.send('Profiler.start');
      // A sample's file name, or a page under the preview's root ('template-pages/projector-101.html').
      await handle.page.goto(`${base}/${file.includes('/') ? file : `html-samples/${file}`}`, { waitUntil: 'load' });
      await settle(handle.page);
      const { profile } = await handle.cdp.send('Profiler.stop');
      const buf = await browser.stopTracing();
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const parentOf = new Map();
      for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
      const samples = [];
      let ts = profile.startTime;
      profile.samples.forEach((id, i) => {
        ts += profile.timeDeltas[i] ?? 0;
        samples.push({ ts, id });
      });
      /** The sample's frames from the outermost one with a URL: "fn@file" × 2. */
      const where = (id) => {
        const frames = [];
        for (let n = nodes.get(id); n; n = nodes.get(parentOf.get(n.id))) {
          const f = n.callFrame;
          frames.push(f.url ? `${f.functionName || '(anon)'}@${withoutHash(f.url.replace(/^.*\//, ''))}` : f.functionName);
        }
        const withUrl = frames.filter((f) => f.includes('@'));
        return withUrl.length ? withUrl.slice(-2).reverse().join(' > ') : frames[0];
      };
      /** The innermost frame outside the core chunk (React or Preact, the runtime, the store): whose island code was running. */
      const whose = (id) => {
        for (let n = nodes.get(id); n; n = nodes.get(parentOf.get(n.id))) {
          const f = n.callFrame;
          if (f.url && !chunkPath('core').test(f.url)) return `${f.functionName || '(anon)'}@${withoutHash(f.url.replace(/^.*\//, ''))}`;
        }
        return nodes.get(id)?.callFrame.functionName || '(native)';
      };
      await handle.close();
      const events = JSON.parse(buf.toString()).traceEvents;
      // The page's renderer (not Chrome's own WebUI renderers): the main thread that parsed the sample.
      const parse = events.find((e) => e.name === 'ParseHTML' && /html-samples|template-pages/.test(e.args?.beginData?.url ?? ''));
      const main = parse && { pid: parse.pid, tid: parse.tid };
      const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
      const tasks = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50_000);
      console.log(`\n## ${file} run ${r + 1}: ${tasks.length} tasks over 50 ms, TBT ≈ ${Math.round(tasks.reduce((s, t) => s + t.dur / 1000 - 50, 0))} ms`);
      const t0 = Math.min(...onMain.map((e) => e.ts));
      for (const t of tasks) {
        const kids = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 3_000);
        // Only the outermost children of interest.
        const top = kids.filter((k) => !kids.some((o) => o !== k && o.ts <= k.ts && o.ts + o.dur >= k.ts + k.dur && o.dur > k.dur));
        console.log(`- task at ${Math.round((t.ts - t0) / 1000)} ms, ${Math.round(t.dur / 1000)} ms`);
        for (const k of top.sort((a, b) => b.dur - a.dur).slice(0, 6)) console.log(`    ${Math.round(k.dur / 1000)} ms  ${label(k)}`);
        const detail = kids.filter((k) => /EvaluateScript|evaluateModule|FunctionCall|UpdateLayoutTree|Layout|ParseHTML|v8.compile|CompileScript|Paint/.test(k.name));
        const byName = new Map();
        for (const k of detail) byName.set(label(k), (byName.get(label(k)) ?? 0) + k.dur / 1000);
        if (process.env.LT_ALL) for (const k of kids.sort((a, b) => a.ts - b.ts)) console.log(`      ${Math.round((k.ts - t.ts) / 1000)}+${Math.round(k.dur / 1000)} ${label(k)} ${JSON.stringify(k.args?.data ?? k.args ?? {}).slice(0, 160)}`);
        const code = new Map();
        for (const smp of samples) if (smp.ts >= t.ts && smp.ts <= t.ts + t.dur) code.set(where(smp.id), (code.get(where(smp.id)) ?? 0) + 0.25);
        const own = new Map();
        for (const smp of samples) if (smp.ts >= t.ts && smp.ts <= t.ts + t.dur) own.set(whose(smp.id), (own.get(whose(smp.id)) ?? 0) + 0.25);
        console.log('    whose: ' + [...own].filter(([n]) => n !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${Math.round(d)}`).join('; '));
        console.log('    code: ' + [...code].filter(([n]) => n !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${Math.round(d)}`).join('; '));
        console.log('    inside: ' + [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n} ${Math.round(d)}`).join('; '));
      }
    }
  }
} finally {
  await browser.close();
  await close();
}

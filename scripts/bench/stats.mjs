/** Small numeric and Markdown helpers for the bench. */

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** The p-th percentile (0–100) by nearest rank: p75 of 5 runs is the 4th smallest. */
export function percentile(values, p) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

const finite = (values) => values.filter((x) => typeof x === 'number' && Number.isFinite(x));
export const min = (values) => (finite(values).length ? Math.min(...finite(values)) : null);
export const max = (values) => (finite(values).length ? Math.max(...finite(values)) : null);

/** Per-key median/p75/min/max over runs (objects with the same numeric keys). */
export function summarise(runs) {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))].filter((k) => runs.some((r) => typeof r[k] === 'number' || r[k] === null));
  const out = {};
  for (const k of keys) {
    const values = runs.map((r) => r[k]);
    out[k] = { median: median(values), p75: percentile(values, 75), min: min(values), max: max(values) };
  }
  return out;
}

export const formatBytes = (b) => (b === null ? '–' : b < 1024 ? `${Math.round(b)} B` : `${(b / 1024).toFixed(2)} KB`);
export const formatMs = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
export const formatNumber = (n, digits = 0) => (n === null ? '–' : n.toFixed(digits));

/** A Markdown table from a header row and body rows (cells already strings). */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

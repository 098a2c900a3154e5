/* global process, console, URL */
// `npm run build`'s last step: emits the declarations of what ships (tsconfig.build.json) into
// dist/types, then ships the storefront:* event types as one self-contained file,
// dist/types/events.d.ts, and type-checks a theme script against that file alone.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const run = (args) => execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });

run(['-p', 'tsconfig.build.json']);

const emitted = readFileSync(`${root}dist/types/core/event-types.d.ts`, 'utf8');
if (/^\s*(import|export\s.*\sfrom)\s/m.test(emitted)) {
  console.error('[build-types] core/event-types.ts must stay self-contained (no imports): it ships alone as dist/types/events.d.ts');
  process.exit(1);
}
const header = `// storefront:* events: each event's \`detail\`, and DocumentEventMap entries so that
// document.addEventListener('storefront:basket-updated', (e) => e.detail.basket) is typed.
// Use: import type { StorefrontEventMap } from './events'; or /// <reference path="./events.d.ts" />
`;
writeFileSync(`${root}dist/types/events.d.ts`, header + emitted);

run(['-p', 'scripts/types-check/tsconfig.json']);
console.log('[build-types] dist/types/events.d.ts written and checked against a theme script');

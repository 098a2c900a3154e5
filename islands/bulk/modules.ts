// Optional script modules (spec sections 3 and 9). The spec names their fields (position, type)
// but not where the list lives; here it is a JSON block the theme renders:
//   <script type="application/json" id="storefront-modules">
//     [{ "src": "/gfx/pol/modules/chat.js", "position": "body_bottom", "type": "module" }]
//   </script>
// Each loads through runScript (nonce, Trusted Types, http(s) only) with the 5000 ms module timeout.
// Positions place the element: head (end of <head>), body_top (start of <body>), body_bottom (end of
// <body>), before_shop_js / after_shop_js (next to the shop's bundle, script[src*="_shop.js"]; without
// one, the end of <head> and the end of <body>). The shop's bundle has already run when the library
// boots, so a position orders the element, not the execution against it.
import { runScript, type RunResult } from '../../core/dom/run-script';
import { TIMEOUTS } from '../../core/http';
import { isObj, preview, str } from '../../core/page/coerce';
import { ownById } from '../../core/dom/own';

export const MODULES_ID = 'storefront-modules';
export const POSITIONS = ['head', 'body_top', 'body_bottom', 'before_shop_js', 'after_shop_js'] as const;
export type ModulePosition = (typeof POSITIONS)[number];

export interface ScriptModule {
  src: string;
  position: ModulePosition;
  type: 'module' | 'script';
}

const CALLER = 'bulk (script modules)';

/** The page's module list; bad entries are reported (naming the value) and skipped. Never throws. */
export function readScriptModules(doc: Document = document): ScriptModule[] {
  const block = ownById(doc, MODULES_ID);
  if (!block) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(block.textContent ?? '');
  } catch {
    console.error(`[storefront:${CALLER}] #${MODULES_ID} is not valid JSON; no modules loaded`);
    return [];
  }
  if (!Array.isArray(raw)) {
    console.error(`[storefront:${CALLER}] #${MODULES_ID} must be an array, got ${preview(raw)}`);
    return [];
  }
  const out: ScriptModule[] = [];
  for (const item of raw) {
    const src = isObj(item) ? str(item.src) : null;
    if (!isObj(item) || !src) {
      console.error(`[storefront:${CALLER}] module entry ${preview(item)} has no src; skipped`);
      continue;
    }
    const position = POSITIONS.find((p) => p === item.position);
    if (!position) console.warn(`[storefront:${CALLER}] module "${src}": position ${preview(item.position)} is not one of ${POSITIONS.join(', ')}; using body_bottom`);
    const type = item.type === 'script' ? 'script' : 'module';
    if (item.type !== undefined && item.type !== 'module' && item.type !== 'script') {
      console.warn(`[storefront:${CALLER}] module "${src}": type ${preview(item.type)} is not module or script; using module`);
    }
    out.push({ src, position: position ?? 'body_bottom', type });
  }
  return out;
}

export function modulePlace(doc: Document, position: ModulePosition): { parent: Node; before: Node | null } {
  const shop = doc.querySelector('script[src*="_shop.js"]');
  switch (position) {
    case 'head':
      return { parent: doc.head, before: null };
    case 'body_top':
      return { parent: doc.body, before: doc.body.firstChild };
    case 'before_shop_js':
      return shop?.parentNode ? { parent: shop.parentNode, before: shop } : { parent: doc.head, before: null };
    case 'after_shop_js':
      return shop?.parentNode ? { parent: shop.parentNode, before: shop.nextSibling } : { parent: doc.body, before: null };
    default:
      return { parent: doc.body, before: null };
  }
}

/** Loads every module side by side; resolves with each one's result, in list order. */
export function loadScriptModules(modules: readonly ScriptModule[], doc: Document = document): Promise<RunResult[]> {
  return Promise.all(
    modules.map((m) =>
      runScript({ src: m.src, type: m.type }, { caller: CALLER, ...modulePlace(doc, m.position), timeoutMs: TIMEOUTS.module, doc }),
    ),
  );
}

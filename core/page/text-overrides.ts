// Page text overrides: <script type="application/json" id="storefront-texts">{"<island>.<key>": "text"}</script>
// Page data, read once into the store (core/store/store.ts); core/texts applies them.
import { ownById } from '../dom/own';

export const TEXT_OVERRIDES_ID = 'storefront-texts';

/** `"<island>.<key>": text`, as the page gives them. */
export type TextOverrides = Readonly<Record<string, string>>;

const show = (v: unknown): string => {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

/** Reads the overrides block; bad JSON or bad entries are reported and ignored, never thrown. */
export function readTextOverrides(doc: Document | undefined = globalThis.document): TextOverrides {
  const block = doc ? ownById(doc, TEXT_OVERRIDES_ID) : null;
  if (!block) return {};
  const where = `<script id="${TEXT_OVERRIDES_ID}">`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent ?? '');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[storefront] texts: ${where} is not valid JSON (${reason}); page text overrides ignored`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.error(`[storefront] texts: ${where} must hold a JSON object, got ${show(parsed)}; ignored`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') {
      console.error(`[storefront] texts: ${where} "${key}" = ${show(value)} is not a string; ignored`);
    } else if (key !== '__proto__') {
      out[key] = value;
    }
  }
  return out;
}

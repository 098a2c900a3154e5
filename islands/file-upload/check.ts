// The pure upload check: a chosen file against the page's blacklist and the field's size limit.

export interface UploadRules {
  /** Lowercase, without dots. */
  extensions: readonly string[];
  /** Lowercase mime types; `type/*` blocks a whole family. */
  mimes: readonly string[];
  /** Bytes; null = no limit. */
  maxBytes: number | null;
}

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export type Verdict = { ok: true } | { ok: false; reason: 'type' | 'size' };

const BYTES_PER_MB = 1024 * 1024;

// Whitespace, control and format characters (zero-width spaces, BOM) a name may hide between the dot and the extension.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]+/gu;

/** Lowercase words, dots stripped from extensions; anything that is not a string is dropped. */
export function normaliseList(items: readonly unknown[], isExtension: boolean): string[] {
  return items
    .filter((i): i is string => typeof i === 'string')
    .map((i) => i.replace(INVISIBLE, '').toLowerCase())
    .map((i) => (isExtension ? i.replace(/^\.+/, '') : i))
    .filter(Boolean);
}

/**
 * Every extension part of a file name, lowercased: 'Photo.JPG.php' → ['jpg', 'php']. A double
 * extension is judged by each part, since servers that map handlers by any part run `.php.jpg`.
 */
export function fileExtensions(name: string): string[] {
  return String(name)
    .split('.')
    .slice(1)
    .map((part) => part.replace(INVISIBLE, '').toLowerCase())
    .filter(Boolean);
}

function mimeBlocked(type: string, mimes: readonly string[]): boolean {
  const mime = String(type).split(';')[0]!.replace(INVISIBLE, '').toLowerCase();
  if (!mime) return false;
  return mimes.some((m) => m === mime || (m.endsWith('/*') && mime.startsWith(m.slice(0, -1))));
}

/** The type is judged before the size: a blocked type is never worth a size message. */
export function checkFile(file: ChosenFile, rules: UploadRules): Verdict {
  const extensions = fileExtensions(file.name);
  if (extensions.some((e) => rules.extensions.includes(e)) || mimeBlocked(file.type, rules.mimes)) {
    return { ok: false, reason: 'type' };
  }
  if (rules.maxBytes !== null && Number(file.size) > rules.maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}

/** A limit in bytes as megabytes for the message: whole where it is whole, else two decimals. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

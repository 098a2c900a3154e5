// The picture formats an input's `accept` list allows, for 'Possible picture formats: .jpg.'.

const PICTURE_MIMES: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg', 'image/pjpeg': '.jpg', 'image/png': '.png', 'image/gif': '.gif', 'image/webp': '.webp',
  'image/avif': '.avif', 'image/svg+xml': '.svg', 'image/bmp': '.bmp', 'image/tiff': '.tiff', 'image/heic': '.heic',
  'image/heif': '.heif',
};
const PICTURE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.jpe', '.png', '.gif', '.webp', '.avif', '.svg', '.bmp', '.tif', '.tiff', '.heic', '.heif']);

/**
 * ['.jpg', '.png'] when `accept` names only pictures (extensions or image mime types), in its
 * order without repeats; null when it is empty, open-ended (`image/*`) or allows other files.
 */
export function pictureFormats(accept: string | null): string[] | null {
  const tokens = (accept ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (!tokens.length) return null;
  const formats: string[] = [];
  for (const token of tokens) {
    const format = token.startsWith('.') ? (PICTURE_EXTENSIONS.has(token) ? token : null) : (PICTURE_MIMES[token] ?? null);
    if (!format) return null;
    if (!formats.includes(format)) formats.push(format);
  }
  return formats;
}

import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { startFileUpload, type FileUploadConfig } from './start';
import { normaliseList } from './check';

const ISLAND = 'file-upload';
const where = (el: Element) => (el.id ? `#${el.id}` : el.getAttribute('name') ? `[name="${el.getAttribute('name')}"]` : el.tagName.toLowerCase());

/** data-max_filesize: bytes, a positive number; anything else means no size limit (and says so). */
function readMaxBytes(input: HTMLInputElement): number | null {
  const raw = input.getAttribute('data-max_filesize');
  if (raw === null) return null;
  const bytes = raw.trim() === '' ? NaN : Number(raw);
  if (Number.isFinite(bytes) && bytes > 0) return bytes;
  console.error(`[storefront:${ISLAND}] data-max_filesize="${raw.slice(0, 60)}" on ${where(input)} is not a positive number of bytes; no size limit`);
  return null;
}

function readPictureSize(input: HTMLInputElement): string | null {
  const raw = dataReader(input, ISLAND).string('max_picture_size', '').trim();
  if (raw === '') return null;
  if (/^\d+(\s*[x×]\s*\d+)?$/.test(raw)) return raw.replace(/\s+/g, '');
  console.error(`[storefront:${ISLAND}] data-max_picture_size="${raw.slice(0, 60)}" on ${where(input)} is not a size in px (e.g. 1920 or 1920x1080); not shown`);
  return null;
}

export default defineDomIsland<FileUploadConfig>({
  name: ISLAND,
  readConfig: (el) => {
    const input = el.matches('input[type=file]') ? (el as HTMLInputElement) : el.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) {
      console.error(`[storefront:${ISLAND}] ${where(el)} is not and holds no input[type=file]; nothing to check`);
      return { input: null, maxBytes: null, extensions: null, mimes: null, pictureSize: null };
    }
    const read = dataReader(input, ISLAND);
    const list = (name: string, isExtension: boolean) =>
      input.hasAttribute(`data-${name}`) ? normaliseList(read.list(name, []), isExtension) : null;
    return {
      input,
      maxBytes: readMaxBytes(input),
      extensions: list('blacklist_extension', true),
      mimes: list('blacklist_mime', false),
      pictureSize: readPictureSize(input),
    };
  },
  // A DOM island: renders nothing, enhances the field's own markup, no renderer.
  start: startFileUpload,
});

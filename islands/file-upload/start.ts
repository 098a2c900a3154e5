import type { IslandProps } from '../../core/mount/types';
import { getShopStore } from '../../core/store/store';
import { formatText } from '../../core/texts/define';
import { storeTexts } from '../../core/texts/store-texts';
import { texts } from './texts';
import { megabytes, normaliseList } from './check';
import { pictureFormats } from './accept';
import { enhanceField } from './field';
import { watchChanges } from './watch';

export interface FileUploadConfig {
  /** The file input (the container itself, or the first one inside an explicit container). */
  input: HTMLInputElement | null;
  /** data-max_filesize in bytes; null = no limit. */
  maxBytes: number | null;
  /** data-blacklist_extension / data-blacklist_mime on the input replace the page's lists. */
  extensions: string[] | null;
  mimes: string[] | null;
  /** data-max_picture_size ('1920' or '1920x1080'), for 'Max. picture size is: …px.'. */
  pictureSize: string | null;
}

/**
 * A DOM island (it renders nothing, so it needs no renderer): checks each chosen file
 * on change and keeps the field's texts (its hint, its message). Returns what puts the field back.
 */
export function startFileUpload({ config }: IslandProps<FileUploadConfig>): (() => void) | void {
  const { input, maxBytes, pictureSize } = config;
  if (!input) return;
  const t = storeTexts(texts);
  const { language, shop } = getShopStore().getState().page;
  const rules = {
    extensions: config.extensions ?? normaliseList(shop.blacklist.extensions, true),
    mimes: config.mimes ?? normaliseList(shop.blacklist.mimes, false),
    maxBytes,
  };
  const field = enhanceField(input);
  const formats = pictureFormats(input.getAttribute('accept'));
  field.setHint(
    [
      formats ? formatText(t.pictureFormats, { formats: formats.join(t.formatSeparator) }) : '',
      pictureSize ? formatText(t.pictureSize, { size: pictureSize }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  // Formatted only when a file is refused: the page's first Intl.NumberFormat loads locale data,
  // tens of milliseconds on a slow phone that the mount does not need to spend.
  let size: string | undefined;
  const sizeText = (): string =>
    (size ??= maxBytes === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(megabytes(maxBytes)));
  const describe = (file: File, reason: 'type' | 'size') =>
    formatText(reason === 'size' ? t.tooLarge : t.invalidType, { name: file.name, size: sizeText() });
  const stop = watchChanges(input, rules, describe, field);
  return () => {
    stop();
    field.restore();
  };
}

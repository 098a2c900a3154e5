import { useEffect, useMemo } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useShop } from '../../core/store/react';
import { selectLanguage } from '../../core/store/selectors';
import { formatText, useTexts } from '../../core/texts';
import { texts } from './texts';
import { megabytes, normaliseList, type UploadRules } from './check';
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

const selectBlacklist = (s: { page: { shop: { blacklist: { extensions: string[]; mimes: string[] } } } }) => s.page.shop.blacklist;

/** Renders nothing: it checks each chosen file on change and keeps the field's texts. */
export function FileUpload({ config }: IslandProps<FileUploadConfig>) {
  const t = useTexts(texts);
  const language = useShop(selectLanguage);
  const blacklist = useShop(selectBlacklist);
  const { input, maxBytes, pictureSize } = config;

  const rules = useMemo<UploadRules>(
    () => ({
      extensions: config.extensions ?? normaliseList(blacklist.extensions, true),
      mimes: config.mimes ?? normaliseList(blacklist.mimes, false),
      maxBytes,
    }),
    [config.extensions, config.mimes, blacklist, maxBytes],
  );

  useEffect(() => {
    if (!input) return;
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
  }, [input, rules, maxBytes, pictureSize, language, t]);

  return null;
}

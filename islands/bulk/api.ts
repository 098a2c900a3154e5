// The one bulk call: POST /ajax/get.php, form field request={JSON} (spec section 7, reference section 4).
// The field is percent-encoded (URLSearchParams), the standard form a PHP form parser reads; the
// platform's theme sends the JSON raw, which breaks on `&`, `+` or `%` in a value.
import { postForm } from '../../core/http';
import { buildBulkRequest, parseBulkReply, type BulkFormat, type BulkReply, type Section, type SectionArgs, type ViewParams } from './request';

export const BULK_URL = '/ajax/get.php';

/**
 * Throws ShopApiError when the call itself fails; a section's own failure is in its result.
 * @call POST /ajax/get.php §4
 */
export async function fetchBulk(
  sections: readonly Section[],
  params: ViewParams,
  args: SectionArgs = {},
  signal?: AbortSignal,
  format: BulkFormat = 'platform',
): Promise<BulkReply> {
  const raw = await postForm<unknown>(BULK_URL, { request: buildBulkRequest(sections, params, args, format) }, { signal });
  return parseBulkReply(raw, sections);
}

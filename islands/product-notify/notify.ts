// When the notify-me block shows, and what the e-mail field accepts: pure, tested without a DOM.
import type { ProductModel, SizeModel } from '../../core/product/model';

/** Status 'disable', or no stock on a size that is not made to order (the sizes block greys those out too). */
export function isUnavailable(size: SizeModel): boolean {
  const { status } = size.availability;
  return status === 'disable' || (size.amount === 0 && status !== 'order');
}

/** The chosen size is unavailable; with none chosen, every size is (nothing else could be bought). */
export function notifyVisible(model: ProductModel | null, size: SizeModel | null): boolean {
  if (size) return isUnavailable(size);
  const sizes = model ? Object.values(model.sizes) : [];
  return sizes.length > 0 && sizes.every(isUnavailable);
}

/** The size the request names: the chosen one, the only one, else '' (the product as a whole). */
export function notifySize(model: ProductModel | null, size: SizeModel | null): string {
  if (size) return size.type;
  return model?.sizeTypes.length === 1 ? (model.sizeTypes[0] ?? '') : '';
}

// A standard address: local part without spaces or specials, a dotted domain ending in 2+ letters.
const EMAIL = /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export type EmailProblem = 'required' | 'invalid' | null;

export function emailProblem(value: string): EmailProblem {
  const v = value.trim();
  if (!v) return 'required';
  return EMAIL.test(v) && !v.includes('..') && v.length <= 254 ? null : 'invalid';
}

/** The field's value once the shop said the signed-in shopper's e-mail: theirs only while they typed nothing. */
export const prefilled = (typed: string, found: string): string => (typed.trim() ? typed : found || typed);

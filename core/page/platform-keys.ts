/**
 * Storage keys the platform's own scripts read and write, shared by the islands and their load jobs. A
 * module of its own (no imports), so a load job can read one without the code that writes it.
 */

/** localStorage key the platform's quick-buy sets after an add (the next page skips its add alert). */
export const ADDED_KEY = 'addedtoBasket';

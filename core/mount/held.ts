/**
 * The clicks an island's interaction trigger holds while the island loads, in the order they came: the
 * trigger (core/mount/triggers/interaction.ts, part of the entry, which imports nothing, so the property's
 * name is written out there too) keeps them on its container under this name. A load job that starts
 * meanwhile may act on what the shopper asked for before the island is there (islands/product-form/job.ts:
 * the size a tap chose, whose price needs no renderer).
 */
export const HELD = 'storefrontHeld';

/** The clicks held on `container` so far (the elements clicked); empty when nothing holds any. */
export const heldClicks = (container: Element): readonly Element[] =>
  (container as unknown as Partial<Record<typeof HELD, Element[]>>)[HELD] ?? [];

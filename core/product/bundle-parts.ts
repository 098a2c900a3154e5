// A set's parts as the platform's product script reads them from the form for its GraphQL calls (the
// shipping dialog's `bundleParts`): each `.projector_bundle__item` with its `.projector_bundle__product_id`
// and fixed `.projector_bundle__product_size`; in a collection (product_config.isCollection) only the
// ticked parts (`.projector_bundle__checkbox:checked`), otherwise every part.

export interface BundlePart {
  id: string;
  size: string;
}

export function bundleParts(doc: Document, collection: boolean): BundlePart[] {
  const out: BundlePart[] = [];
  for (const item of doc.querySelectorAll('.projector_bundle__item')) {
    const box = item.querySelector<HTMLInputElement>('.projector_bundle__checkbox');
    if (collection && box && !box.checked) continue;
    const id = item.querySelector<HTMLInputElement>('.projector_bundle__product_id')?.value.trim();
    const size = item.querySelector<HTMLInputElement | HTMLSelectElement>('.projector_bundle__product_size, .projector_bundle__size-select')?.value ?? '';
    if (id) out.push({ id, size });
  }
  return out;
}

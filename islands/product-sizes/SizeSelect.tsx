// Many sizes: a native select (keyboard and screen readers for free), same id and classes as the server's.
import type { ChangeEvent } from 'react';
import { formatText, useTexts } from '../../core/texts';
import { texts } from './texts';
import type { SizeOption } from './sizes';

interface Props {
  id: string;
  server: { className: string; name: string | null } | null;
  sizes: SizeOption[];
  selected: string | null;
  labelId: string;
  onChoose: (type: string) => void;
}

export function SizeSelect({ id, server, sizes, selected, labelId, onChoose }: Props) {
  const t = useTexts(texts);
  const base = server?.className || 'projector_sizes__select f-select';
  const none = selected === null || !sizes.some((s) => s.type === selected);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) onChoose(event.target.value);
  };
  return (
    <select
      id={id}
      className={none ? `${base} --placeholder` : base}
      name={server?.name ?? undefined}
      aria-labelledby={labelId}
      value={none ? '' : (selected as string)}
      onChange={onChange}
    >
      {none && <option value="">{t.choose}</option>}
      {sizes.map((size) => (
        <option
          key={size.type}
          value={size.type}
          className={size.unavailable ? '--disabled' : undefined}
          data-size-type={size.type}
          data-product-id={size.productId ?? undefined}
          title={size.title ?? undefined}
        >
          {size.unavailable ? formatText(t.unavailableOption, { name: size.name }) : size.name}
        </option>
      ))}
    </select>
  );
}

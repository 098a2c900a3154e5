// The WAI-ARIA APG radio group: one tab stop (the focused size while focus is in the group, else the chosen
// one, else the first), arrows move and choose.
import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTexts } from '../../core/texts';
import { texts } from './texts';
import { radioKeyTarget } from '../../core/dom/radio-keys';
import type { SizeOption } from './sizes';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { safeHref } from '../../core/dom/safe-url';

interface Props {
  sizes: SizeOption[];
  selected: string | null;
  labelId: string;
  onChoose: (type: string) => void;
}

export function SizeRadios({ sizes, selected, labelId, onChoose }: Props) {
  const t = useTexts(texts);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  const checked = sizes.findIndex((s) => s.type === selected);
  // Focus may sit on a size that is not chosen (the server link the shopper had focused when the island woke
  // is now this radio): the focused radio is the group's tab stop while it has the focus.
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused !== null && focused < sizes.length ? focused : checked >= 0 ? checked : 0;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = radioKeyTarget(event.key, index, sizes.length);
    const size = target === null ? undefined : sizes[target];
    if (target === null || !size) return;
    event.preventDefault();
    onChoose(size.type);
    items.current[target]?.focus();
  };
  // The link still opens the size's page in a new tab (middle or modifier click); a plain click chooses here.
  const onClick = (event: MouseEvent<HTMLAnchorElement>, type: string) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onChoose(type);
  };

  return (
    <div className="projector_sizes__sub" role="radiogroup" aria-labelledby={labelId} onBlur={onBlur}>
      {sizes.map((size, i) => {
        const on = size.type === selected;
        const cls = `projector_sizes__item${on ? ' --selected' : ''}${size.unavailable ? ' --disabled' : ''}`;
        return (
          <a
            key={size.type}
            ref={(el) => {
              items.current[i] = el;
            }}
            className={cls}
            href={safeHref(size.href, 'product-sizes')}
            role="radio"
            aria-checked={on}
            tabIndex={i === tabStop ? 0 : -1}
            data-product-id={size.productId ?? undefined}
            data-size-type={size.type}
            title={size.title ?? undefined}
            onClick={(e) => onClick(e, size.type)}
            onKeyDown={(e) => onKeyDown(e, i)}
            onFocus={() => setFocused(i)}
          >
            <span className="projector_sizes__name">{size.name}</span>
            {size.unavailable && (
              <>
                {' '}
                <span className="sr-only" style={VISUALLY_HIDDEN}>{t.unavailable}</span>
              </>
            )}
          </a>
        );
      })}
    </div>
  );
}

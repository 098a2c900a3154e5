// A tile's quick-buy (quick-buy.ts): a real form (product, size, mode=1, number; posted to
// /basketchange.php should the script's handler never run) whose submit adds in the background. One add at
// a time: the button is aria-disabled and the form `--loading` while it runs, so a double tap adds once.
// Success is said once in the zone's status line (and the button reads "added" for 3 s, as the theme's);
// a failure once, as an error toast with the shop's message (rendered as text). A tile that cannot be
// added from here (several sizes, another type) links to its product instead; sold out: nothing.
import { useEffect, useRef, useState } from 'react';
import { formatText } from '../../core/texts';
import { formatQuantity } from '../../core/product/quantity';
import { showToast } from '../../core/toast';
import { safeHref } from '../../core/dom/safe-url';
import type { HotspotTexts } from './carousel';
import type { HotspotTile } from './reply';
import { clampQuantity, quickAdd } from './quick-buy';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';

const SHOWN_MS = 3000;


export function QuickBuy({ p, t, announce }: { p: HotspotTile; t: HotspotTexts; announce: (text: string) => void }) {
  const rule = p.quickBuy;
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const busyRef = useRef(false);
  const alive = useRef(true);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (!rule) return null;
  const name = <span className="sr-only" style={VISUALLY_HIDDEN}>{formatText(t.forProduct, { name: p.name })}</span>;
  if (rule.kind === 'choose') {
    return p.link ? (
      <a className="add_to_basket__link btn --solid" href={safeHref(p.link, 'hotspots')}>
        {rule.several ? t.chooseSize : t.seeProduct}
        {name}
      </a>
    ) : null;
  }
  const step = formatQuantity(rule.sellBy, rule.precision, '.');

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busyRef.current) return;
    const wanted = Number((field.current?.value ?? '').replace(',', '.'));
    const { quantity, capped } = clampQuantity(wanted, rule);
    if (field.current && quantity > 0) field.current.value = formatQuantity(quantity, rule.precision, '.');
    const unit = quantity === 1 || rule.amount === 1 ? rule.unit.singular : rule.unit.plural;
    if (quantity <= 0) {
      showToast('error', formatText(t.capped, { amount: formatQuantity(rule.amount ?? 0, rule.precision), unit }));
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const result = await quickAdd(p.id, rule.size, quantity).catch((err: unknown) => ({ kind: 'unknown' as const, reason: String(err) }));
    busyRef.current = false;
    if (!alive.current) return;
    setBusy(false);
    if (result.kind === 'success') {
      setDone(true);
      const added = formatText(t.added, { name: p.name });
      announce(capped ? `${added} ${formatText(t.capped, { amount: formatQuantity(quantity, rule.precision), unit })}` : added);
    } else {
      const message = result.kind === 'error' && result.message ? result.message : t.tryAgain;
      showToast('error', `${formatText(t.addFailed, { name: p.name })} ${message}`);
    }
  };

  return (
    <form
      className={`add_to_basket${busy ? ' --loading' : ''}${done ? ' --success' : ''}${p.type === 'virtual' ? ' --virtual' : ''}`}
      action="/basketchange.php"
      method="post"
      onSubmit={(e) => void submit(e)}
    >
      <input type="hidden" name="product" value={p.id} />
      <input type="hidden" name="size" value={rule.size} />
      <input type="hidden" name="mode" value="1" />
      <input
        ref={field}
        className="add_to_basket__number"
        type="number"
        name="number"
        inputMode="decimal"
        defaultValue={step}
        min={step}
        step={step}
        max={rule.amount !== null ? formatQuantity(rule.amount, rule.precision, '.') : undefined}
        aria-label={formatText(t.quantity, { name: p.name })}
      />
      <button type="submit" className="add_to_basket__button btn --solid" aria-disabled={busy || undefined}>
        {done ? t.addedToBasket : t.addToBasket}
        {name}
      </button>
    </form>
  );
}

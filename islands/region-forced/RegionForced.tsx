import { useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useShop } from '../../core/store/react';
import { selectCurrency } from '../../core/store/selectors';
import { formatText, useTexts } from '../../core/texts';
import { Dialog } from '../../core/ui/Dialog';
import { unsetForced } from '../../core/region/unset';
import { clear, dismiss, readForced, shouldShow, unsetKind, type ForcedState } from '../../core/region/forced-cookies';
import { page } from './reload';
import { texts } from './texts';
import { useUid } from '../../core/ui/use-uid';

/**
 * IdoSell's forced-region notice (`div.region_forced` in a modal `--region-forced`), from the
 * setRegionForced / setZipcodeForced cookies: current and default country and postcode, the shop's
 * currency. Continue stops the notice (showModal false); Restore default unsets the forced region or
 * postcode on the server and reloads, only when it answers 'success'; otherwise the notice stays usable.
 * Closing it (×, Escape, outside) only hides it on this page, and cancels a Restore default still in flight.
 * @call POST /graphql/v1/?mutation=unsetRegion §12
 * @call POST /graphql/v1/?mutation=unsetZipcode §12
 * @call POST /graphql/v1/?mutation=unsetRegionAndZipcode §12
 */
export function RegionForced(_props: IslandProps<undefined>) {
  const t = useTexts(texts);
  const currency = useShop(selectCurrency);
  const [state] = useState<ForcedState>(() => readForced());
  const [open, setOpen] = useState(() => shouldShow(state));
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);
  const titleId = useUid();
  useEffect(() => () => request.current?.abort(), []);

  if (!open) return null;
  const kind = unsetKind(state);

  const onContinue = () => {
    dismiss(state);
    setOpen(false);
  };
  // Closing while Restore default is in flight cancels it: the shopper chose to stay, so its answer
  // must not reload the page afterwards (nothing is shown either).
  const onClose = () => {
    request.current?.abort();
    setOpen(false);
  };
  const onUnset = async () => {
    if (!kind || busy) return;
    setBusy(true);
    request.current = new AbortController();
    const ok = await unsetForced(kind, request.current.signal);
    if (request.current.signal.aborted) return;
    if (ok) {
      clear(kind);
      page.reload();
      return;
    }
    // Spec section 8: nothing is shown; the notice stays as it was.
    setBusy(false);
  };

  const row = (modifier: string, name: string, current: string | null, fallback: string | null) =>
    current || fallback ? (
      <div className={`region_forced__item ${modifier}`}>
        <span className="region_forced__name">{name}</span>{' '}
        <strong className="region_forced__value">{current ?? fallback}</strong>
        {fallback && current && fallback !== current ? (
          <>
            {' '}
            <span className="region_forced__default">{formatText(t.defaultValue, { value: fallback })}</span>
          </>
        ) : null}
      </div>
    ) : null;

  return (
    <Dialog className="--region-forced" labelledBy={titleId} closeLabel={t.close} closeSign={t.closeSign} onClose={onClose}>
      <div className="region_forced" aria-busy={busy || undefined}>
        <h2 id={titleId} className="region_forced__label headline">
          {t.title}
        </h2>
        <p className="region_forced__intro">{t.intro}</p>
        {row('--delivery --country', t.country, state.region?.currentCountry ?? null, state.region?.defaultCountry ?? null)}
        {row('--delivery --zipcode', t.zipcode, state.zipcode?.currentZipcode ?? state.region?.currentZipcode ?? null, state.zipcode?.defaultZipcode ?? state.region?.defaultZipcode ?? null)}
        {row('--currency', t.currency, currency.id, null)}
        <div className="region_forced__buttons">
          <button type="button" className="region_forced__continue btn --solid" onClick={onContinue}>
            {t.continue}
          </button>
          {kind ? (
            <button type="button" className="region_forced__unset btn --outline" onClick={onUnset} aria-disabled={busy || undefined}>
              {busy ? t.unsetting : t.unset}
            </button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

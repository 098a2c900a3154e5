// The promotion countdown, as the platform's product script shows it: `div#CDT.product_section.CDT-uniw`
// right after the prices section, "Do końca promocji:" with days (while any are left), hours, minutes and
// seconds, two digits each, once a second; gone when the promotion has ended. Only where the page has no
// #CDT of its own. A timer (role="timer"): screen readers read it when asked, never announce each second.
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUid } from '../../core/ui/use-uid';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `end` at `now` (whole units, as the platform counts), or null once it has passed. */
export function remaining(end: Date, now: Date): Remaining | null {
  const ms = end.getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

const two = (n: number): string => String(n).padStart(2, '0');

export interface CountdownTexts {
  countdown: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** The countdown in its own element after `after`; removes it when the promotion ends or the island goes. */
export function Countdown({ end, after, t }: { end: Date; after: Element; t: CountdownTexts }) {
  // Its own element, made once; in the page while the island is.
  const [host] = useState(() => {
    const el = after.ownerDocument.createElement('div');
    el.id = 'CDT';
    el.className = 'product_section CDT-uniw';
    return el;
  });
  const [now, setNow] = useState(() => new Date());
  const id = useUid();
  const left = remaining(end, now);

  useLayoutEffect(() => {
    after.after(host);
    return () => host.remove();
  }, [after, host]);

  useEffect(() => {
    if (!left) return;
    // To the next whole second of what is left, so the seconds tick evenly.
    const wait = (end.getTime() - now.getTime()) % 1000 || 1000;
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [end, now, left]);

  useEffect(() => {
    if (!left) host.remove();
  }, [left, host]);

  if (!left) return null;
  const part = (value: number, caption: string, cls: string) => (
    <>
      {' '}
      <span className="number-wrapper">
        <span className="caption">{caption}</span> <span className={`number ${cls}`}>{two(value)}</span>
      </span>
    </>
  );
  return createPortal(
    <div role="timer" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="projector_label">{t.countdown}</span>
      {left.days > 0 && part(left.days, t.days, 'day')}
      {part(left.hours, t.hours, 'hour')}
      {part(left.minutes, t.minutes, 'min')}
      {part(left.seconds, t.seconds, 'sec')}
    </div>,
    host,
  );
}

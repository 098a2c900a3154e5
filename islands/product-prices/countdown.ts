// The promotion countdown, as the platform's product script shows it: `div#CDT.product_section.CDT-uniw`
// right after the prices section, "Do końca promocji:" with days (while any are left), hours, minutes and
// seconds, two digits each, once a second; gone when the promotion has ended. Only where the page has no
// #CDT of its own. A timer (role="timer"): screen readers read it when asked, never announce each second.
import { nextUid } from '../../core/dom/uid';

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

/**
 * Puts the countdown in its own element after `after` and ticks it to the next whole second of what is
 * left, so the seconds tick evenly; removes it when the promotion ends. Returns what removes it sooner.
 */
export function startCountdown(end: Date, after: Element, t: CountdownTexts): () => void {
  const doc = after.ownerDocument;
  const span = (className: string, text?: string) => {
    const el = doc.createElement('span');
    el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  };
  const host = doc.createElement('div');
  host.id = 'CDT';
  host.className = 'product_section CDT-uniw';
  const timer = doc.createElement('div');
  const labelId = `${nextUid()}-label`;
  timer.setAttribute('role', 'timer');
  timer.setAttribute('aria-labelledby', labelId);
  const label = span('projector_label', t.countdown);
  label.id = labelId;
  timer.append(label);
  host.append(timer);

  let handle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(handle);
    host.remove();
  };
  const tick = () => {
    const now = new Date();
    const left = remaining(end, now);
    if (!left) return stop();
    while (label.nextSibling) label.nextSibling.remove();
    const parts: Array<[number, string, string]> = [
      ...(left.days > 0 ? [[left.days, t.days, 'day'] as [number, string, string]] : []),
      [left.hours, t.hours, 'hour'],
      [left.minutes, t.minutes, 'min'],
      [left.seconds, t.seconds, 'sec'],
    ];
    for (const [value, caption, cls] of parts) {
      const wrapper = span('number-wrapper');
      wrapper.append(span('caption', caption), ' ', span(`number ${cls}`, two(value)));
      timer.append(' ', wrapper);
    }
    handle = setTimeout(tick, (end.getTime() - now.getTime()) % 1000 || 1000);
  };
  if (!remaining(end, new Date())) return () => {};
  after.after(host);
  tick();
  return stop;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fitInWindow, placeInWindow, WINDOW_MARGIN } from './place';
import { CALENDAR_CSS } from './styles';

describe('fitInWindow (WCAG 1.4.10)', () => {
  it('leaves a dialog that fits where it is, with the window less the margins as its widest', () => {
    expect(fitInWindow({ left: 300, width: 320 }, 1024)).toEqual({ shift: 0, maxWidth: 1008 });
  });

  it('moves it left on a 320 px window, where it would start at the field (42 px in) and end past the edge', () => {
    // The sample's birth-date field: 12 px page padding, the fieldset's 1 + 16, the calendar box's 1 + 12.
    expect(fitInWindow({ left: 42, width: 304 }, 320)).toEqual({ shift: -34, maxWidth: 304 });
    // Wider than the window (a theme without max-width): narrowed to 304 and placed at the left margin.
    expect(fitInWindow({ left: 42, width: 320 }, 320)).toEqual({ shift: -34, maxWidth: 304 });
  });

  it('never past the left margin', () => {
    expect(fitInWindow({ left: 2, width: 200 }, 320)).toEqual({ shift: 6, maxWidth: 304 });
  });

  it('whatever the place and width, the dialog ends up between the margins', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 2000 }), fc.integer({ min: 1, max: 800 }), fc.integer({ min: 200, max: 2000 }), (left, w, win) => {
        const { shift, maxWidth } = fitInWindow({ left, width: w }, win);
        const width = Math.min(w, maxWidth);
        expect(left + shift).toBeGreaterThanOrEqual(WINDOW_MARGIN);
        expect(left + shift + width).toBeLessThanOrEqual(win - WINDOW_MARGIN);
      }),
    );
  });
});

describe('placeInWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets the max width and moves the dialog by the translate property, measured without the last move', () => {
    const dialog = document.createElement('div');
    document.body.append(dialog);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(320);
    const rect = vi.spyOn(dialog, 'getBoundingClientRect').mockImplementation(() => {
      // Measured as the stylesheet places it: any earlier move is off first.
      expect(dialog.style.getPropertyValue('translate')).toBe('');
      return { left: 42, width: 304 } as DOMRect;
    });
    placeInWindow(dialog);
    expect(dialog.style.maxWidth).toBe('304px');
    expect(dialog.style.getPropertyValue('translate')).toBe('-34px 0');
    placeInWindow(dialog);
    expect(rect).toHaveBeenCalledTimes(2);
    expect(dialog.style.getPropertyValue('translate')).toBe('-34px 0');
    dialog.remove();
  });
});

describe('the stylesheet lets the dialog shrink to a 320 px window', () => {
  it('max width, shrinking title and grid columns, wrapping footer', () => {
    expect(CALENDAR_CSS).toContain('max-width:calc(100vw - 16px)');
    expect(CALENDAR_CSS).toContain(':where(.calendar__title){display:flex;flex-wrap:wrap;justify-content:center;gap:2px 4px;flex:1 1 0;min-width:0}');
    expect(CALENDAR_CSS).toContain('grid-template-columns:repeat(3,minmax(0,1fr))');
    expect(CALENDAR_CSS).toContain(':where(.calendar__footer){display:flex;flex-wrap:wrap;');
    expect(CALENDAR_CSS).toContain(':where(.calendar__grid){border-collapse:collapse;width:100%;margin:6px 0;table-layout:fixed}');
  });
});

describe('the stylesheet in forced colours', () => {
  it('the selected day keeps a system-colour fill and an outline, which forced colours do not drop', () => {
    const forced = CALENDAR_CSS.slice(CALENDAR_CSS.indexOf('@media (forced-colors:active)'));
    expect(forced).toContain(':where(.calendar__day.--selected){forced-color-adjust:none;background:Highlight;color:HighlightText;outline:2px solid CanvasText');
  });
});

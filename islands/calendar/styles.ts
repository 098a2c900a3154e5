// The calendar's baseline look, so it is usable on a theme that knows nothing of it: states that are not
// colour alone (the selected day is filled, today is underlined, days out of range are struck through).
// Every rule sits in :where(), specificity 0, so any rule of the theme's own wins. It fits a 320 px window
// (WCAG 1.4.10): the dialog at most the window less 16 px (and moved into it by place.ts), the month and year
// buttons between the arrows wrap onto two lines when the header is short of room, the grids' columns shrink.
// In forced colours (which drop the fills) the selected day is Highlight on HighlightText with a CanvasText
// outline, a focused selected day a thicker ring outside it, and days inside a range a dashed outline.
export const CALENDAR_CSS = `
:where(.calendar__dialog){position:absolute;top:100%;left:0;z-index:100;box-sizing:border-box;width:20rem;max-width:calc(100vw - 16px);padding:8px;background:#fff;color:#222;border:1px solid #767676;box-shadow:0 4px 12px rgba(0,0,0,.2)}
:where(.calendar__header){display:flex;gap:4px;align-items:center;justify-content:space-between}
:where(.calendar__header>button){flex:none}
:where(.calendar__title){display:flex;flex-wrap:wrap;justify-content:center;gap:2px 4px;flex:1 1 0;min-width:0}
:where(.calendar__header button,.calendar__footer button,.calendar__months button,.calendar__years button){min-height:32px;min-width:32px}
:where(.calendar__title button,.calendar__months button,.calendar__years button){max-width:100%;overflow-wrap:anywhere}
:where(.calendar__header [aria-disabled=true]){opacity:.45;cursor:not-allowed}
:where(.calendar__grid){border-collapse:collapse;width:100%;margin:6px 0;table-layout:fixed}
:where(.calendar__grid th){font-size:.8rem;font-weight:600;padding:4px 0;text-align:center}
:where(.calendar__day){padding:6px 0;text-align:center;cursor:pointer;border-radius:4px}
:where(.calendar__day.--outside){color:#595959}
:where(.calendar__day.--today){font-weight:700;text-decoration:underline}
:where(.calendar__day.--selected){background:#1d4f91;color:#fff}
:where(.calendar__day.--in-range:not(.--range-start):not(.--range-end)){background:#d6e4f5;color:#111}
:where(.calendar__day.--disabled){color:#767676;text-decoration:line-through;cursor:not-allowed}
:where(.calendar__day:focus){outline:2px solid #1d4f91;outline-offset:-2px}
:where(.calendar__day.--selected:focus){outline-color:#f0a500}
:where(.calendar__months,.calendar__years){display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:4px;margin:6px 0}
:where(.calendar__months [aria-current],.calendar__years [aria-current]){font-weight:700;text-decoration:underline}
:where(.calendar__help){font-size:.8rem;margin:4px 0}
:where(.calendar__time){display:flex;flex-wrap:wrap;gap:8px;border:0;padding:0;margin:6px 0}
:where(.calendar__time-field){display:flex;flex-direction:column;font-size:.85rem}
:where(.calendar__time input){width:4.5em}
:where(.calendar__footer){display:flex;flex-wrap:wrap;gap:4px;justify-content:flex-end}
:where(.calendar__value){margin-left:8px}
@media (forced-colors:active){:where(.calendar__day.--selected){forced-color-adjust:none;background:Highlight;color:HighlightText;outline:2px solid CanvasText;outline-offset:-2px}:where(.calendar__day.--selected:focus){outline:3px solid CanvasText;outline-offset:1px}:where(.calendar__day.--in-range:not(.--range-start):not(.--range-end)){outline:1px dashed CanvasText;outline-offset:-3px}}
`;

import { defineTexts, type ResolvedTexts } from '../../core/texts/define';

// React-free: the load job (job.ts) builds the opener's stand-in with these texts too.

// Month and weekday names are not here: they come from dayjs's pl and en locales (locale.ts).
export const texts = defineTexts('calendar', {
  pl: {
    open: 'Wybierz datę',
    openFor: 'Wybierz datę: {field}',
    dialog: 'Wybór daty',
    prevMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    prevYear: 'Poprzedni rok',
    nextYear: 'Następny rok',
    prevYears: 'Wcześniejsze lata',
    nextYears: 'Późniejsze lata',
    chooseMonth: 'Wybierz miesiąc, teraz {month}',
    chooseYear: 'Wybierz rok, teraz {year}',
    months: 'Miesiące',
    years: 'Lata',
    today: 'Dziś',
    cancel: 'Anuluj',
    ok: 'Zatwierdź',
    hour: 'Godzina',
    minute: 'Minuty',
    period: 'Pora dnia',
    am: 'AM',
    pm: 'PM',
    time: 'Godzina',
    selected: 'Wybrano: {value}',
    none: 'Nie wybrano daty',
    help: 'Strzałki: dzień i tydzień, Page Up i Page Down: miesiąc, z Shift: rok, Enter: wybór, Escape: zamknij.',
  },
  en: {
    open: 'Choose date',
    openFor: 'Choose date: {field}',
    dialog: 'Choose a date',
    prevMonth: 'Previous month',
    nextMonth: 'Next month',
    prevYear: 'Previous year',
    nextYear: 'Next year',
    prevYears: 'Earlier years',
    nextYears: 'Later years',
    chooseMonth: 'Choose month, now {month}',
    chooseYear: 'Choose year, now {year}',
    months: 'Months',
    years: 'Years',
    today: 'Today',
    cancel: 'Cancel',
    ok: 'OK',
    hour: 'Hour',
    minute: 'Minutes',
    period: 'AM or PM',
    am: 'AM',
    pm: 'PM',
    time: 'Time',
    selected: 'Selected: {value}',
    none: 'No date chosen',
    help: 'Arrow keys: day and week, Page Up and Page Down: month, with Shift: year, Enter: choose, Escape: close.',
  },
});

export type CalendarTexts = ResolvedTexts<keyof typeof texts.variants.pl>;


import { defineIsland } from '../../core/mount/define';
import { readCalendarConfig, type CalendarConfig } from './config';
import { Calendar } from './Calendar';

// The containers IdoSell renders (.vanilla-calendar) are empty: the island appends its opener and dialog,
// and writes into the form's own input, which posts natively with or without the island.
export default defineIsland<CalendarConfig>({
  name: 'calendar',
  host: 'append',
  readConfig: readCalendarConfig,
  Component: Calendar,
});

import type { AppDispatch } from '@dd/api-client';
import { calendarDate } from '@dd/domain/time-windows';
import { dadApi } from '../api/dad.api';

/**
 * On the dashboard's first read, data this young is shown as it is (the requests the sign-in started
 * while the dashboard's code loaded); older data is read again on every visit.
 */
export const DASHBOARD_FRESH_SECONDS = 10;

/** Today as the business's calendar has it; the server's summary has the last word (the dashboard follows its date). */
export const todayGuess = () => calendarDate(new Date());

/** The dashboard's first data, asked for together: the day's figures, today's jobs and today's route. */
export function prefetchDashboard(dispatch: AppDispatch): void {
  const date = todayGuess();
  dispatch(dadApi.util.prefetch('dadGetDadSummary', undefined, { force: true }));
  dispatch(dadApi.util.prefetch('dadGetDadBookings', { date }, { force: true }));
  dispatch(dadApi.util.prefetch('dadGetDadRoute', { date }, { force: true }));
}

/** 'YYYY-MM-DD' dates as the API takes them: the right shape is not enough, the day must exist. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day on the calendar: not 2026-99-99, 2026-13-01, 2026-02-30 or 0000-00-00. (An impossible date
 * parses to an invalid Date, whose toISOString throws: checked here so it is a 400, never a 500.)
 */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const DATE_RANGE_MESSAGE = 'Dates must be between 2000-01-01 and 2099-12-31';

/** Far dates are refused before any calendar arithmetic can overflow a four-digit year. */
export const isSaneDate = (date: string) => date >= '2000-01-01' && date <= '2099-12-31';

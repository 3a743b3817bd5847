/** A datetime column read raw: a Date from mysql2 (timezone 'Z'), a UTC 'YYYY-MM-DD HH:MM:SS' string from SQLite. */
export function rawDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

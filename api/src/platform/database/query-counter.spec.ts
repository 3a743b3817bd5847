import { QueryCounter } from './query-counter';
import { currentWork, runWork } from './work-context';

/** The tables a request's statements named, as ReplayedReads asks for them (null: a write). */
function tablesOf(statements: string[]): Set<string | null> {
  const counter = new QueryCounter();
  return runWork('GET /api/test', true, () => {
    const work = currentWork()!;
    work.tables = new Set();
    for (const sql of statements) counter.logQuery(sql);
    return work.tables;
  });
}

describe('QueryCounter: the tables a request reads', () => {
  it('names every table a read selects from or joins, on both dialects, sub-selects included', () => {
    expect(
      tablesOf([
        'SELECT `booking`.`id` FROM `bookings` `booking` LEFT JOIN `packages` `package` ON `package`.`id` = `booking`.`packageId` WHERE `booking`.`customerId` = ?',
        'SELECT "t"."amountCents" FROM "booking_tips" "t" INNER JOIN "users" "u" ON "u"."id" = "t"."dadId"',
        'SELECT COUNT(*) FROM (SELECT 1 FROM `booking_vehicles` WHERE `bookingId` IN (?)) `x`',
      ]),
    ).toEqual(new Set(['bookings', 'packages', 'booking_tips', 'users', 'booking_vehicles']));
  });

  it('marks a write, and a read that locks rows, with null', () => {
    expect(tablesOf(['UPDATE `sessions` SET `data` = ? WHERE `id` = ?'])).toEqual(new Set([null, 'sessions']));
    expect(tablesOf(['INSERT INTO "rate_limits"("key") VALUES (?)'])).toEqual(new Set([null, 'rate_limits']));
    expect(tablesOf(['SELECT `id` FROM `bookings` WHERE `id` = ? FOR UPDATE'])).toEqual(new Set([null, 'bookings']));
  });

  it('notes nothing unless the request asked', () => {
    const counter = new QueryCounter();
    const work = runWork('GET /api/test', true, () => {
      counter.logQuery('SELECT 1 FROM `bookings`');
      return currentWork()!;
    });
    expect(work.tables).toBeUndefined();
    expect(work.queries).toBe(1);
  });
});

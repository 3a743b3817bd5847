/**
 * Where a DAD on the way is expected, for the routes scheduling draws (issue 43): the tracking
 * feature (above) keeps the DAD's last position between On my way and I'm Here and the arrival it
 * gives; dispatch takes it for that stop, so the DAD's day, the admin's board and the late warnings
 * agree. Declared here, answered by tracking, bound in the composition root (decision record 0302).
 */
export const EN_ROUTE_ARRIVALS = Symbol('EnRouteArrivals');
export interface EnRouteArrivals {
  /** The expected arrival (epoch ms) of those of `bookingIds` whose DAD is on the way with a position. */
  of(bookingIds: string[]): Promise<Map<string, number>>;
}

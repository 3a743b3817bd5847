import type { UserEntity } from '../../identity/users/user.entity';

/**
 * The weather's keep-or-move offer, as the texts answer it (issue 44): weather (above messaging)
 * implements it and the composition root binds it (decision record 0302). A customer whose next
 * booking is flagged replies C to keep it and R for windows it can move to; the digit then moves it
 * through the offer (no policy window, no move limit, no fee, once per flag: decision 0342).
 */
export const WEATHER_OFFERS = Symbol('WeatherOffers');
export interface WeatherOffers {
  /** Whether the booking has a weather flag that was not answered by a move yet. */
  isOpen(bookingId: string): Promise<boolean>;
  keep(customer: UserEntity, bookingId: string): Promise<unknown>;
  /** The move: 409 WEATHER_MOVE_MADE when another reply moved it first; bookings' own refusals otherwise. */
  move(customer: UserEntity, bookingId: string, scheduledDate: string): Promise<unknown>;
}

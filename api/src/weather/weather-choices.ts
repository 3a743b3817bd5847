import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource } from 'typeorm';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { WeatherChoice, WeatherRiskDto } from '@dd/contracts/weather';
import { BookingChangesService } from '../bookings/booking-changes.service';
import { BookingsService } from '../bookings/bookings.service';
import type { UserEntity } from '../identity/users/user.entity';
import type { WeatherOffers } from '../messaging/texts/weather-offers';
import { WeatherFlagEntity } from './weather.entities';
import { WeatherErrors } from './weather.errors';
import { WeatherPass } from './weather-pass';

/**
 * The customer's answer to a weather flag (issue 44, decision 0342): keep the job as it is, or move
 * it to another window. The move is bookings' own reschedule (its availability, its DAD choice, its
 * race-safe claims) with the `weather` waiver: no policy window, no move limit, no fee. One move per
 * flag, claimed on the flag before the move is made, so two taps (or two text replies) cannot move a
 * booking twice. The texts reach it through messaging's WEATHER_OFFERS port.
 */
@Injectable()
export class WeatherChoices implements WeatherOffers {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pass: WeatherPass,
    private readonly bookings: BookingsService,
    private readonly changes: BookingChangesService,
  ) {}

  /** Whether the booking's flag still offers a move (texts: C keeps, R offers windows). */
  async isOpen(bookingId: string): Promise<boolean> {
    return this.dataSource.getRepository(WeatherFlagEntity).exists({ where: [{ bookingId, choice: IsNull() }, { bookingId, choice: 'kept' }] });
  }

  /** The customer keeps the job where it is (they may still move it later, through the same offer). */
  async keep(user: UserEntity, bookingId: string): Promise<WeatherRiskDto> {
    await this.bookings.findVisible(user, bookingId);
    const flags = this.dataSource.getRepository(WeatherFlagEntity);
    const { affected } = await flags.update({ bookingId, choice: IsNull() }, { choice: 'kept', choiceAt: new Date() });
    if (!affected) await this.flagOf(bookingId);
    return (await this.pass.forBooking(bookingId))!;
  }

  /** Moves the flagged booking to `scheduledDate` (a window of its availability), once. */
  async move(user: UserEntity, bookingId: string, scheduledDate: string): Promise<BookingSummaryDto> {
    await this.bookings.findVisible(user, bookingId);
    const flag = await this.flagOf(bookingId);
    const before: WeatherChoice | null = flag.choice;
    const flags = this.dataSource.getRepository(WeatherFlagEntity);
    // Claimed first: of two taps at once, one moves the booking and the other is told it was moved.
    const { affected } = await flags.update({ bookingId, choice: before ?? IsNull() }, { choice: 'moved', choiceAt: new Date() });
    if (!affected) throw WeatherErrors.alreadyMoved();
    try {
      return await this.changes.reschedule(user, bookingId, scheduledDate, 'weather');
    } catch (error) {
      // The window went meanwhile (or was not one): the offer stands as it was.
      await flags.update({ bookingId, choice: 'moved' }, { choice: before, choiceAt: flag.choiceAt });
      throw error;
    }
  }

  private async flagOf(bookingId: string): Promise<WeatherFlagEntity> {
    const flag = await this.dataSource.getRepository(WeatherFlagEntity).findOneBy({ bookingId });
    if (!flag) throw WeatherErrors.noRisk();
    if (flag.choice === 'moved') throw WeatherErrors.alreadyMoved();
    return flag;
  }
}

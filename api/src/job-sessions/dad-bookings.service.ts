import { BookingTipEntity } from '../payments/tips/booking-tip.entity';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Not, type FindOptionsWhere, type Repository } from 'typeorm';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { DadBookingsQuery, DadSummaryDto } from '@dd/contracts/dad';
import { fromCents, toCents } from '@dd/domain/pricing';
import { weekStart } from '@dd/domain/availability';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingEntity } from '../bookings/booking.entity';
import { BookingDetails } from '../bookings/booking-details';
import { BookingErrors } from '../bookings/bookings.errors';
import { ReviewEntity } from '../reviews/review.entity';
import type { UserEntity } from '../identity/users/user.entity';
import { JobSessionEntity } from './job-session.entity';

/** The instants [start of `from`, start of the day after `to`) in America/Los_Angeles. */
const daysBetween = (from: string, to: string) => Between(zonedInstant(from, '00:00'), new Date(zonedInstant(addDays(to, 1), '00:00').getTime() - 1));

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : null);
const sumOf = (bookings: BookingEntity[]) => fromCents(bookings.reduce((cents, b) => cents + toCents(b.totalAmount), 0));

/** The DAD's own jobs: the lists, one job sheet, and the dashboard's figures. */
@Injectable()
export class DadBookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(JobSessionEntity) private readonly sessions: Repository<JobSessionEntity>,
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    @InjectRepository(BookingTipEntity) private readonly tips: Repository<BookingTipEntity>,
    private readonly details: BookingDetails,
  ) {}

  /** Soonest first; `date` narrows to one day in America/Los_Angeles. */
  async list(dad: UserEntity, { date }: DadBookingsQuery): Promise<BookingDetailDto[]> {
    const where: FindOptionsWhere<BookingEntity> = { dadId: dad.id, ...(date && { scheduledDate: daysBetween(date, date) }) };
    return this.details.of(this.bookings.manager, await this.bookings.find({ where, relations: { customer: true, package: true, car: true }, order: { scheduledDate: 'ASC', id: 'ASC' } }), { withCard: false });
  }

  async one(dad: UserEntity, id: string): Promise<BookingDetailDto> {
    const booking = await this.bookings.findOne({ where: { id, dadId: dad.id }, relations: { customer: true, package: true, car: true } });
    if (!booking) throw BookingErrors.notFound();
    const [detail] = await this.details.of(this.bookings.manager, [booking], { withCard: false });
    return detail;
  }

  /** The dashboard's figures (definitions on DadSummaryDto); `now` decides today and this week. */
  async summary(dad: UserEntity, now = new Date()): Promise<DadSummaryDto> {
    const today = calendarDate(now);
    const from = weekStart(today);
    const to = addDays(from, 6);
    const live = { dadId: dad.id, status: Not('cancelled' as const) };
    const [todays, weeks, ratings, weekRatings, started, perCustomer, weekTips] = await Promise.all([
      this.bookings.find({ where: { ...live, scheduledDate: daysBetween(today, today) } }),
      this.bookings.find({ where: { ...live, scheduledDate: daysBetween(from, to) } }),
      // Approved reviews only, as the admin and the public pages count them: one rating everywhere.
      this.reviews.find({ select: { rating: true }, where: { dadId: dad.id, isApproved: true } }),
      this.reviews.find({ select: { rating: true }, where: { dadId: dad.id, isApproved: true, booking: { scheduledDate: daysBetween(from, to) } } }),
      this.sessions.find({ where: { dadId: dad.id }, relations: { booking: true } }),
      this.bookings
        .createQueryBuilder('b')
        .select('COUNT(b.id)', 'count')
        .where('b.dadId = :dadId AND b.status <> :cancelled', { dadId: dad.id, cancelled: 'cancelled' })
        .groupBy('b.customerId')
        .getRawMany<{ count: string | number }>(),
      this.tips.find({ select: { amountCents: true, refundedCents: true }, where: { dadId: dad.id, status: 'succeeded', createdAt: daysBetween(from, to) } }),
    ]);
    const done = (list: BookingEntity[]) => list.filter((b) => b.status === 'completed');
    const average = (list: ReviewEntity[]) => (list.length ? Math.round((list.reduce((s, r) => s + r.rating, 0) / list.length) * 10) / 10 : null);
    return {
      today: { date: today, jobs: todays.length, completed: done(todays).length, earnings: sumOf(done(todays)) },
      weekTips: fromCents(weekTips.reduce((sum, t) => sum + t.amountCents - t.refundedCents, 0)),
      averageRating: average(ratings),
      week: { from, to, jobs: weeks.length, earnings: sumOf(done(weeks)), averageRating: average(weekRatings) },
      satisfactionRate: percent(ratings.filter((r) => r.rating >= 4).length, ratings.length),
      onTimeRate: percent(started.filter((s) => s.booking && s.startedAt <= arrivalWindowEnd(s.booking)).length, started.length),
      repeatRate: percent(perCustomer.filter((row) => Number(row.count) >= 2).length, perCustomer.length),
    };
  }
}

/** When the booking's arrival window closes (its endTime that day); the start itself when it has none. */
function arrivalWindowEnd(booking: BookingEntity): Date {
  return booking.endTime ? zonedInstant(calendarDate(booking.scheduledDate), booking.endTime) : booking.scheduledDate;
}

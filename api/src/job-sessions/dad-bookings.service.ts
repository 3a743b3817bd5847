import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, type Repository } from 'typeorm';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { DadBookingsQuery, DadSummaryDto } from '@dd/contracts/dad';
import { fromCents, toCents } from '@dd/domain/pricing';
import { weekStart } from '@dd/domain/availability';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { BookingReads } from '../bookings/booking-reads';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingDetails } from '../bookings/booking-details';
import { BookingErrors } from '../bookings/bookings.errors';
import { approvedRatingsOfDad } from '../reviews/review-figures';
import { TipsService } from '../payments/tips/tips.service';
import type { UserEntity } from '../identity/users/user.entity';
import { JobSessionEntity } from './job-session.entity';

/** The instants [start of `from`, start of the day after `to`) in America/Los_Angeles. */
const daysBetween = (from: string, to: string): [Date, Date] => [zonedInstant(from, '00:00'), new Date(zonedInstant(addDays(to, 1), '00:00').getTime() - 1)];

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : null);
const sumOf = (bookings: BookingEntity[]) => fromCents(bookings.reduce((cents, b) => cents + toCents(b.totalAmount), 0));

/** The DAD's own jobs: the lists, one job sheet, and the dashboard's figures. */
@Injectable()
export class DadBookingsService {
  constructor(
    private readonly bookings: BookingReads,
    @InjectRepository(JobSessionEntity) private readonly sessions: Repository<JobSessionEntity>,
    private readonly tips: TipsService,
    private readonly details: BookingDetails,
  ) {}

  /** Soonest first; `date` narrows to one day in America/Los_Angeles. */
  async list(dad: UserEntity, { date }: DadBookingsQuery): Promise<BookingDetailDto[]> {
    return this.details.of(await this.bookings.jobsOf(dad.id, date ? daysBetween(date, date) : undefined), { withCard: false });
  }

  async one(dad: UserEntity, id: string): Promise<BookingDetailDto> {
    const booking = await this.bookings.jobOf(dad.id, id);
    if (!booking) throw BookingErrors.notFound();
    const [detail] = await this.details.of([booking], { withCard: false });
    return detail;
  }

  /** The dashboard's figures (definitions on DadSummaryDto); `now` decides today and this week. */
  async summary(dad: UserEntity, now = new Date()): Promise<DadSummaryDto> {
    const today = calendarDate(now);
    const from = weekStart(today);
    const to = addDays(from, 6);
    const [todays, weeks, ratings, weekRatings, started, perCustomer, weekTipCents] = await Promise.all([
      this.bookings.liveJobsOf(dad.id, daysBetween(today, today)),
      this.bookings.liveJobsOf(dad.id, daysBetween(from, to)),
      // Approved reviews only, as the admin and the public pages count them: one rating everywhere.
      approvedRatingsOfDad(this.sessions.manager, dad.id),
      approvedRatingsOfDad(this.sessions.manager, dad.id, Between(...daysBetween(from, to))),
      this.sessions.find({ where: { dadId: dad.id }, relations: { booking: true } }),
      this.bookings.jobsPerCustomer(dad.id),
      this.tips.dadTipCents(dad.id, daysBetween(from, to)),
    ]);
    const done = (list: BookingEntity[]) => list.filter((b) => b.status === 'completed');
    const average = (list: Array<{ rating: number }>) => (list.length ? Math.round((list.reduce((s, r) => s + r.rating, 0) / list.length) * 10) / 10 : null);
    return {
      today: { date: today, jobs: todays.length, completed: done(todays).length, earnings: sumOf(done(todays)) },
      weekTips: fromCents(weekTipCents),
      averageRating: average(ratings),
      week: { from, to, jobs: weeks.length, earnings: sumOf(done(weeks)), averageRating: average(weekRatings) },
      satisfactionRate: percent(ratings.filter((r) => r.rating >= 4).length, ratings.length),
      onTimeRate: percent(started.filter((s) => s.booking && s.startedAt <= arrivalWindowEnd(s.booking)).length, started.length),
      repeatRate: percent(perCustomer.filter((count) => count >= 2).length, perCustomer.length),
    };
  }
}

/** When the booking's arrival window closes (its endTime that day); the start itself when it has none. */
function arrivalWindowEnd(booking: BookingEntity): Date {
  return booking.endTime ? zonedInstant(calendarDate(booking.scheduledDate), booking.endTime) : booking.scheduledDate;
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, type DataSource, type Repository } from 'typeorm';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import type { BookingSummaryDto, BookingListQuery, BookingDetailDto } from '@dd/contracts/booking';
import { conflict } from '../common/api-exception';
import { BookingErrors } from './bookings.errors';
import { likeMatch } from '../common/like-pattern';
import { mapPageAsync, paginate, type PagedList } from '../common/paging';
import type { UserEntity } from '../identity/users/user.entity';
import { isBookingParty } from './booking-access';
import { BOOKING_PAYMENTS, type BookingPayments } from './booking-ports';
import { BookingEntity } from './booking.entity';
import { BookingRepository } from './booking.repository';
import { BookingDetails } from './booking-details';
import { toBookingSummaries } from './booking.mapper';
import { UNPAID_PAYMENT_STATUSES } from './unpaid-holds';

/** The bookings each person may read (new ones: BookingCheckout; changes: BookingChangesService). */
@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly repository: BookingRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(BOOKING_PAYMENTS) private readonly payments: BookingPayments,
    private readonly details: BookingDetails,
  ) {}

  /**
   * The caller's bookings, latest appointment first, a page at a time: a customer's own, a DAD's
   * assigned, every booking for an admin. A customer's list leaves out a booking cancelled before any
   * card hold (a checkout left after a declined card, its unpaid hold run out): it was never theirs to
   * keep (issue 36 item 20); its link and the admins' lists still show it.
   */
  async list(user: UserEntity, query: BookingListQuery): Promise<PagedList<BookingSummaryDto>> {
    const { dadId, status, q } = query;
    if (user.role === 'dad' && dadId && dadId !== user.id) throw BookingErrors.notYourBookings();
    const qb = this.bookings
      .createQueryBuilder('booking')
      .leftJoinAndSelect('booking.package', 'package')
      .leftJoinAndSelect('booking.car', 'car')
      .leftJoinAndSelect('booking.customer', 'customer')
      .leftJoinAndSelect('booking.dad', 'dad');
    if (user.role === 'customer') {
      qb.andWhere('booking.customerId = :me', { me: user.id });
      qb.andWhere('NOT (booking.status = :cancelled AND booking.paymentStatus IN (:...unpaid))', { cancelled: 'cancelled', unpaid: UNPAID_PAYMENT_STATUSES });
    }
    if (user.role === 'dad') qb.andWhere('booking.dadId = :me', { me: user.id });
    if (dadId) qb.andWhere('booking.dadId = :dadId', { dadId });
    if (status) qb.andWhere('booking.status = :status', { status });
    if (q) qb.andWhere(...likeMatch(['package.name', 'booking.address', 'booking.city', 'booking.zipCode', 'customer.firstName', 'customer.lastName', 'customer.email'], q));
    // Appointments are whole seconds, so the keyset compares exactly (createdAt has microseconds JS cannot carry).
    const page = await paginate(qb, query, {
      sort: { expr: 'booking.scheduledDate', dir: 'DESC', valueOf: (row: BookingEntity) => row.scheduledDate },
      id: { expr: 'booking.id', valueOf: (row: BookingEntity) => row.id },
    });
    return mapPageAsync(page, (rows) => toBookingSummaries(this.dataSource.manager, rows));
  }

  /** The customer's next booking still to happen (from today on, business time), for an answer by text; null when none. */
  async nextFor(customerId: string, now = new Date()): Promise<Pick<BookingEntity, 'id' | 'status' | 'dadId' | 'scheduledDate'> | null> {
    return this.bookings.findOne({
      select: { id: true, status: true, dadId: true, scheduledDate: true },
      where: { customerId, status: In(['pending', 'confirmed']), scheduledDate: MoreThanOrEqual(zonedInstant(calendarDate(now), '00:00')) },
      order: { scheduledDate: 'ASC' },
    });
  }

  /** One booking, for its customer, its DAD or an admin; 404 to anyone else. */
  async findVisible(user: UserEntity, id: string): Promise<BookingDetailDto> {
    const booking = await this.repository.find(id);
    if (!booking || !isBookingParty(user, booking)) throw BookingErrors.notFound();
    const [detail] = await this.details.of([booking], { withCard: user.role !== 'dad' });
    return detail;
  }

  /** The receipt of a completed booking, for its customer (or an admin); 404 to anyone else. */
  async receipt(user: UserEntity, id: string): Promise<BookingDetailDto> {
    const booking = await this.repository.find(id);
    if (!booking || !(booking.customerId === user.id || user.role === 'admin')) throw BookingErrors.notFound();
    if (booking.status !== 'completed') throw conflict('NOT_COMPLETED', 'A receipt is available once the detail is completed.');
    const [detail] = await this.details.of([booking], { withCard: true });
    // Payments' section names the saved card; one deduplicated or deleted since, the gateway still describes.
    if (!detail.card && booking.stripePaymentMethodId) detail.card = await this.payments.describeCard(booking.stripePaymentMethodId);
    return detail;
  }
}

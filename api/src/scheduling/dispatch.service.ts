import { Inject, Injectable } from '@nestjs/common';
import type { DadCoverageDto } from '@dd/contracts/admin-dads';
import type { DadRouteDto, DispatchBoardDto, RouteStopDto } from '@dd/contracts/dispatch';
import { navigateUrl, projectRoute, routeOrder, zip5, type StopProgress, type Travel } from '@dd/domain/routing';
import { addDays, zonedInstant } from '@dd/domain/time-windows';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingReads } from '../bookings/booking-reads';
import { Users, type DadBase } from '../identity/users/users';
import { JOB_RECORDS, type JobRecords } from '../bookings/job-records';
import { TravelTimes } from './travel-times';
import { EN_ROUTE_ARRIVALS, type EnRouteArrivals } from './en-route';

/**
 * The day's routes as they stand (issue 27): each DAD's bookings in route order with the drive from
 * the stop before, the planned arrival, and the arrival expected now from the day's actual progress
 * (projectRoute), so a job running long shows which later promise is at risk. The DAD's day and the
 * admin's dispatch board read the same thing.
 */
@Injectable()
export class DispatchService {
  constructor(
    private readonly bookingReads: BookingReads,
    private readonly travelTimes: TravelTimes,
    private readonly users: Users,
    @Inject(JOB_RECORDS) private readonly jobs: JobRecords,
    @Inject(EN_ROUTE_ARRIVALS) private readonly enRoute: EnRouteArrivals,
  ) {}

  /** One DAD's day (GET /api/dad/route). */
  async dadRoute(dadId: string, date: string, now = new Date()): Promise<DadRouteDto> {
    const dad = await this.users.dadBase(dadId);
    const { routes } = await this.day(date, [dad], now, dadId);
    return routes[0];
  }

  /** Every active DAD's day, and the day's bookings without a DAD (GET /api/admin/dispatch). */
  async board(date: string, now = new Date()): Promise<DispatchBoardDto> {
    const dads = await this.users.activeDads('name');
    return { date, ...(await this.day(date, dads, now)) };
  }

  /** The day of `dads`; `onlyDadId` reads that DAD's bookings alone (their own day), else every booking (the board). */
  private async day(date: string, dads: DadBase[], now: Date, onlyDadId?: string): Promise<{ routes: DadRouteDto[]; unassigned: RouteStopDto[] }> {
    const bookings = await this.bookingReads.liveWithCustomerBetween([zonedInstant(date, '00:00'), new Date(zonedInstant(addDays(date, 1), '00:00').getTime() - 1)], onlyDadId);
    const [sessions, enRoute] = await Promise.all([this.jobs.of(bookings.map((b) => b.id)), this.enRoute.of(bookings.map((b) => b.id))]);
    const travel = await this.travelTimes.between([...bookings.map((b) => zip5(b.zipCode)), ...dads.flatMap((d) => (d.homeZip ? [d.homeZip] : []))]);
    const progress = (b: BookingEntity): StopProgress & { booking: BookingEntity } => {
      const session = sessions.find((s) => s.bookingId === b.id);
      return {
        booking: b,
        id: b.id,
        zip: zip5(b.zipCode),
        windowStart: b.scheduledDate.getTime(),
        windowEnd: b.endTime ? zonedInstant(date, b.endTime).getTime() : b.scheduledDate.getTime(),
        durationMinutes: b.durationMinutes,
        plannedArrival: b.plannedArrival?.getTime() ?? null,
        startedAt: session?.startedAt.getTime() ?? null,
        completedAt: session?.completedAt?.getTime() ?? null,
        enRouteArrival: enRoute.get(b.id) ?? null,
      };
    };
    // What has happened comes first, as it happened (the jobs started, by their start); then the rest in route order.
    const ordered = (stops: Array<StopProgress & { booking: BookingEntity }>) => [
      ...stops.filter((s) => s.startedAt !== null).sort((a, b) => a.startedAt! - b.startedAt!),
      ...routeOrder(stops.filter((s) => s.startedAt === null)),
    ];
    const routes = dads.map((dad) => route(dad, date, ordered(bookings.filter((b) => b.dadId === dad.id).map(progress)), travel, now.getTime()));
    // A booking whose DAD is off the board (deactivated before deactivation unassigned jobs) waits for a DAD too.
    const unassigned = bookings.filter((b) => !dads.some((dad) => dad.id === b.dadId)).map((b) => toStop(progress(b), { expectedArrival: b.scheduledDate.getTime(), driveMinutes: 0, driveMeters: 0, atRisk: false }));
    return { routes, unassigned };
  }
}

export function coverageOf(dad: Pick<DadBase, 'homeZip' | 'coverageZips' | 'coverageRadiusMiles'>): DadCoverageDto {
  return { homeZip: dad.homeZip, coverageZips: dad.coverageZips, coverageRadiusMiles: dad.coverageRadiusMiles };
}

function route(dad: DadBase, date: string, stops: Array<StopProgress & { booking: BookingEntity }>, travel: Travel, now: number): DadRouteDto {
  const projected = projectRoute(dad.homeZip, stops, travel, now);
  const back = dad.homeZip && stops.length ? travel(stops[stops.length - 1].zip, dad.homeZip) : { minutes: 0, meters: 0 };
  return {
    dad: { id: dad.id, firstName: dad.firstName, lastName: dad.lastName },
    date,
    coverage: coverageOf(dad),
    stops: stops.map((stop, i) => toStop(stop, projected[i])),
    driveMinutes: projected.reduce((sum, p) => sum + p.driveMinutes, 0) + back.minutes,
    driveMeters: projected.reduce((sum, p) => sum + p.driveMeters, 0) + back.meters,
  };
}

function toStop(
  stop: StopProgress & { booking: BookingEntity },
  projected: { expectedArrival: number; driveMinutes: number; driveMeters: number; atRisk: boolean },
): RouteStopDto {
  const b = stop.booking;
  return {
    bookingId: b.id,
    status: b.status,
    customerName: b.customer ? `${b.customer.firstName} ${b.customer.lastName}` : '',
    address: b.address,
    city: b.city,
    zipCode: b.zipCode,
    packageName: b.package?.name ?? '',
    startTime: b.startTime,
    endTime: b.endTime,
    durationMinutes: b.durationMinutes,
    plannedArrival: b.plannedArrival?.toISOString() ?? null,
    expectedArrival: new Date(projected.expectedArrival).toISOString(),
    driveMinutes: projected.driveMinutes,
    driveMeters: projected.driveMeters,
    navigateUrl: navigateUrl(b.address, b.city, b.zipCode),
    atRisk: projected.atRisk,
  };
}

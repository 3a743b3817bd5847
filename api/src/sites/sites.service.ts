import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { zip5 } from '@dd/domain/routing';
import { addDays, calendarDate, zonedInstant } from '@dd/domain/time-windows';
import type { SaveSiteInput, SiteAnswers, SiteNeedDto, SiteProfileDto } from '@dd/contracts/site';
import { notFound } from '../common/api-exception';
import { PackagesService } from '../catalog/packages/packages.service';
import { BookingReads, type BookingPlace } from '../bookings/booking-reads';
import { SiteProfileEntity } from './sites.entities';

/** How far ahead the admin sees jobs at a site without water or power: time to call or bring a tank. */
export const SITE_NEEDS_DAYS = 7;

/** The address as compared: case, punctuation and spacing do not make another site; the ZIP's first five digits do. */
export function addressKey(address: string, zipCode: string): string {
  const words = address.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return `${words}|${zip5(zipCode)}`.slice(0, 300);
}

/** A site the weather need not fear: the car is under cover. */
export const isCovered = (site: Pick<SiteAnswers, 'covered'> | null | undefined) => site?.covered === true;

/**
 * Site profiles (issue 44): the customer's answers about one of their addresses, kept per customer
 * and address. The booking wizard saves them after the booking is made; the next booking at the
 * same address finds them; the DAD reads them with the job; the admin sees jobs without water or
 * power before the day. Nothing here is called by bookings: a booking's place is read through
 * bookings' public reads.
 */
@Injectable()
export class SitesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingReads,
    private readonly packages: PackagesService,
  ) {}

  private get sites() {
    return this.dataSource.getRepository(SiteProfileEntity);
  }

  async mine(customerId: string): Promise<SiteProfileDto[]> {
    return (await this.sites.find({ where: { customerId }, order: { updatedAt: 'DESC' } })).map(toDto);
  }

  /** The customer's profile of an address, if they gave one. */
  async lookup(customerId: string, address: string, zipCode: string): Promise<SiteProfileDto | null> {
    const site = await this.sites.findOneBy({ customerId, addressKey: addressKey(address, zipCode) });
    return site && toDto(site);
  }

  /** Keeps the answers for the address: a new profile, or the address's one replaced (the unique key keeps one however two saves race). */
  async save(customerId: string, input: SaveSiteInput): Promise<SiteProfileDto> {
    const key = addressKey(input.address, input.zipCode);
    const { address, zipCode, ...answers } = input;
    await this.sites.upsert({ customerId, addressKey: key, address, zipCode: zip5(zipCode), ...answers }, { conflictPaths: ['customerId', 'addressKey'], skipUpdateIfNoValuesChanged: false });
    return toDto(await this.sites.findOneByOrFail({ customerId, addressKey: key }));
  }

  async remove(customerId: string, id: string): Promise<void> {
    const { affected } = await this.sites.delete({ id, customerId });
    if (!affected) throw notFound('Site not found');
  }

  /** The profile of each booking's address (by booking id); bookings at a site never described are absent. */
  async ofBookings(places: BookingPlace[]): Promise<Map<string, SiteProfileEntity>> {
    if (!places.length) return new Map();
    const sites = await this.sites.find({ where: { customerId: In([...new Set(places.map((p) => p.customerId))]), addressKey: In(places.map((p) => addressKey(p.address, p.zipCode))) } });
    const byKey = new Map(sites.map((s) => [`${s.customerId}|${s.addressKey}`, s]));
    const found = new Map<string, SiteProfileEntity>();
    for (const place of places) {
      const site = byKey.get(`${place.customerId}|${addressKey(place.address, place.zipCode)}`);
      if (site) found.set(place.id, site);
    }
    return found;
  }

  /**
   * The bookings the weather cannot spoil: at a covered site (the customer said so), or with every
   * vehicle's package done inside the car only. The weather pass leaves them unflagged.
   */
  async sheltered(bookingIds: string[]): Promise<Set<string>> {
    const places = await this.bookings.placesOf(bookingIds);
    const [sites, interior] = await Promise.all([this.ofBookings(places), this.packages.interiorOnlyIds()]);
    return new Set(places.filter((p) => isCovered(sites.get(p.id)) || p.packageIds.every((id) => interior.has(id))).map((p) => p.id));
  }

  /** The DAD's job's site (404 when the job is not theirs). */
  async ofJob(dadId: string, bookingId: string): Promise<SiteProfileDto | null> {
    if (!(await this.bookings.findAssigned(dadId, bookingId))) throw notFound('Booking not found');
    const [place] = await this.bookings.placesOf([bookingId]);
    const site = (await this.ofBookings([place])).get(bookingId);
    return site ? toDto(site) : null;
  }

  /** The admin's list: held jobs from today through SITE_NEEDS_DAYS whose site has no water or no power, soonest first. */
  async needs(now = new Date()): Promise<SiteNeedDto[]> {
    const today = calendarDate(now);
    const jobs = await this.bookings.heldJobsBetween([zonedInstant(today, '00:00'), zonedInstant(addDays(today, SITE_NEEDS_DAYS + 1), '00:00')]);
    const sites = await this.ofBookings(await this.bookings.placesOf(jobs.map((j) => j.id)));
    return jobs.flatMap((job) => {
      const site = sites.get(job.id);
      if (!site || (site.water !== false && site.power !== false)) return [];
      return [{ bookingId: job.id, scheduledDate: job.scheduledDate.toISOString(), address: job.address, city: job.city, zipCode: job.zipCode, dadId: job.dadId, noWater: site.water === false, noPower: site.power === false }];
    });
  }
}

const toDto = (s: SiteProfileEntity): SiteProfileDto => ({
  id: s.id,
  address: s.address,
  zipCode: s.zipCode,
  water: s.water,
  power: s.power,
  covered: s.covered,
  gateCode: s.gateCode,
  hoaRules: s.hoaRules,
  parkingNotes: s.parkingNotes,
  updatedAt: s.updatedAt.toISOString(),
});

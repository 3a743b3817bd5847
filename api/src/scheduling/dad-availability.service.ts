import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import {
  AVAILABILITY_MESSAGES,
  type SpecificDateAvailabilityDto,
  type SpecificDateAvailabilityRequest,
  type WeeklyAvailabilityDto,
  type WeeklyAvailabilityRequest,
} from '@dd/contracts/availability';
import { calendarDate } from '@dd/domain/time-windows';
import { invalidField, notFound } from '../common/api-exception';
import { Events } from '../platform/events/events';
import { spansAdded, type AddedHours, type HoursChanged } from './scheduling.events';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

/** dad-and-admin §3/§7: a DAD's own weekly and specific-date windows. Shape rules are in the zod schemas. */
@Injectable()
export class DadAvailabilityService {
  constructor(
    @InjectRepository(WeeklyAvailabilityEntity) private readonly weekly: Repository<WeeklyAvailabilityEntity>,
    @InjectRepository(SpecificDateAvailabilityEntity) private readonly specific: Repository<SpecificDateAvailabilityEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: Events,
  ) {}

  async getWeekly(dadId: string): Promise<WeeklyAvailabilityDto[]> {
    const rows = await this.weekly.find({ where: { dadId }, order: { dayOfWeek: 'ASC', startTime: 'ASC' } });
    return rows.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }));
  }

  /**
   * Replaces the whole set in one transaction. Existing bookings stay as they are (an admin reassigns if
   * needed). Hours added (new days, longer days) are announced as `scheduling.hours-changed`.
   */
  async replaceWeekly(dadId: string, { availabilities }: WeeklyAvailabilityRequest): Promise<WeeklyAvailabilityDto[]> {
    const event = await this.dataSource.transaction(async (manager) => {
      const before = await manager.findBy(WeeklyAvailabilityEntity, { dadId });
      await manager.delete(WeeklyAvailabilityEntity, { dadId });
      if (availabilities.length) await manager.insert(WeeklyAvailabilityEntity, availabilities.map((w) => ({ ...w, dadId })));
      const added: AddedHours[] = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
        spansAdded(
          before.filter((w) => w.dayOfWeek === dayOfWeek),
          availabilities.filter((w) => w.dayOfWeek === dayOfWeek),
        ).map((span) => ({ dayOfWeek, ...span })),
      );
      return this.announce(manager, dadId, added);
    });
    if (event) await this.events.committed('scheduling.hours-changed', { ...event, manager: this.dataSource.manager });
    return this.getWeekly(dadId);
  }

  /** Today's and later dates (older ones no longer matter). */
  async getSpecific(dadId: string): Promise<SpecificDateAvailabilityDto[]> {
    const rows = await this.specific.find({ where: { dadId }, order: { date: 'ASC', startTime: 'ASC' } });
    const today = calendarDate(new Date());
    return rows.filter((r) => r.date >= today).map(({ id, date, startTime, endTime }) => ({ id, date, startTime, endTime }));
  }

  async addSpecific(dadId: string, input: SpecificDateAvailabilityRequest): Promise<SpecificDateAvailabilityDto> {
    if (input.date < calendarDate(new Date())) throw invalidField('date', AVAILABILITY_MESSAGES.pastDate);
    const sameDay = await this.specific.findBy({ dadId, date: input.date });
    if (sameDay.some((w) => input.startTime < w.endTime && w.startTime < input.endTime)) throw invalidField('startTime', AVAILABILITY_MESSAGES.overlap);
    const { row, event } = await this.dataSource.transaction(async (manager) => {
      const row = await manager.save(this.specific.create({ ...input, dadId }));
      return { row, event: await this.announce(manager, dadId, [{ date: row.date, startTime: row.startTime, endTime: row.endTime }]) };
    });
    if (event) await this.events.committed('scheduling.hours-changed', { ...event, manager: this.dataSource.manager });
    const { id, date, startTime, endTime } = row;
    return { id, date, startTime, endTime };
  }

  /** Announces added hours inside the change's transaction; the event to announce again after commit (none when nothing was added). */
  private async announce(manager: EntityManager, dadId: string, added: AddedHours[]): Promise<HoursChanged | null> {
    if (!added.length) return null;
    const event: HoursChanged = { manager, dadId, added };
    await this.events.emit('scheduling.hours-changed', event);
    return event;
  }

  /** Only the DAD's own; someone else's is 404 as if it did not exist. */
  async removeSpecific(dadId: string, id: string): Promise<void> {
    const { affected } = await this.specific.delete({ id, dadId });
    if (!affected) throw notFound('Availability not found');
  }
}

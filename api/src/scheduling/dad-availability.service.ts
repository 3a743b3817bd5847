import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  AVAILABILITY_MESSAGES,
  type SpecificDateAvailabilityDto,
  type SpecificDateAvailabilityRequest,
  type WeeklyAvailabilityDto,
  type WeeklyAvailabilityRequest,
} from '@dd/contracts/availability';
import { calendarDate } from '@dd/domain/time-windows';
import { invalidField, notFound } from '../common/api-exception';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

/** dad-and-admin §3/§7: a DAD's own weekly and specific-date windows. Shape rules are in the zod schemas. */
@Injectable()
export class DadAvailabilityService {
  constructor(
    @InjectRepository(WeeklyAvailabilityEntity) private readonly weekly: Repository<WeeklyAvailabilityEntity>,
    @InjectRepository(SpecificDateAvailabilityEntity) private readonly specific: Repository<SpecificDateAvailabilityEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async getWeekly(dadId: string): Promise<WeeklyAvailabilityDto[]> {
    const rows = await this.weekly.find({ where: { dadId }, order: { dayOfWeek: 'ASC', startTime: 'ASC' } });
    return rows.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }));
  }

  /** Replaces the whole set in one transaction. Existing bookings stay as they are (an admin reassigns if needed). */
  async replaceWeekly(dadId: string, { availabilities }: WeeklyAvailabilityRequest): Promise<WeeklyAvailabilityDto[]> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(WeeklyAvailabilityEntity, { dadId });
      if (availabilities.length) await manager.insert(WeeklyAvailabilityEntity, availabilities.map((w) => ({ ...w, dadId })));
    });
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
    const { id, date, startTime, endTime } = await this.specific.save(this.specific.create({ ...input, dadId }));
    return { id, date, startTime, endTime };
  }

  /** Only the DAD's own; someone else's is 404 as if it did not exist. */
  async removeSpecific(dadId: string, id: string): Promise<void> {
    const { affected } = await this.specific.delete({ id, dadId });
    if (!affected) throw notFound('Availability not found');
  }
}

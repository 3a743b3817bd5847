import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_MESSAGES } from '@dd/contracts/admin-forms';
import type { UpdateSettingsInput } from '@dd/contracts/admin-settings';
import type { PlatformSettingsDto } from '@dd/contracts/settings';
import { badRequest } from '../../common/api-exception';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from '../platform-settings.entity';
import { ORANGE_COUNTY_ZIPS } from '../orange-county-zips';
import { SettingsService } from '../settings.service';

const KNOWN_ZIPS = new Set(ORANGE_COUNTY_ZIPS.map((z) => z.zip));
import { AdminAudit } from '../../audit/admin-audit';

/**
 * System Settings. SettingsService reads the row on every call (no cache), so a saved change applies
 * at once on every API instance.
 */
@Injectable()
export class AdminSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly audit: AdminAudit,
  ) {}

  get(): Promise<PlatformSettingsDto> {
    return this.settings.get();
  }

  /** Only the fields sent change; the result must still have business hours that start before they end. */
  async update(admin: { id: string }, changes: UpdateSettingsInput): Promise<PlatformSettingsDto> {
    const next = { ...(await this.settings.get()), ...changes };
    // Every ZIP served needs a known centre, for drive times, routes and the arrival check (issue 37 item 13: 10001 was accepted).
    const unknown = (changes.serviceAreaZipCodes ?? []).filter((zip) => !KNOWN_ZIPS.has(zip));
    if (unknown.length) {
      throw badRequest('VALIDATION_FAILED', ADMIN_MESSAGES.unknownZips(unknown), { fieldErrors: { serviceAreaZipCodes: ADMIN_MESSAGES.unknownZips(unknown) } });
    }
    if (next.businessHoursStart >= next.businessHoursEnd) {
      throw badRequest('VALIDATION_FAILED', ADMIN_MESSAGES.hoursOrder, { fieldErrors: { businessHoursEnd: ADMIN_MESSAGES.hoursOrder } });
    }
    // Checked on the result: a type changed to 'percent' with the old dollar amount is caught too.
    for (const fee of ['lateCancelFee', 'noShowFee'] as const) {
      if (next[`${fee}Type`] === 'percent' && Number(next[`${fee}Amount`]) > 100) {
        throw badRequest('VALIDATION_FAILED', ADMIN_MESSAGES.percentOver100, { fieldErrors: { [`${fee}Amount`]: ADMIN_MESSAGES.percentOver100 } });
      }
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.save(PlatformSettingsEntity, manager.create(PlatformSettingsEntity, { ...next, id: PLATFORM_SETTINGS_ID }));
      await this.audit.record(manager, admin, 'settings', String(PLATFORM_SETTINGS_ID), 'updated', { ...changes });
    });
    return this.settings.get();
  }
}

import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { updateSettingsSchema, type UpdateSettingsInput } from '@dd/contracts/admin-settings';
import type { PlatformSettingsDto } from '@dd/contracts/settings';
import { RequirePermission, CurrentUser, StepUp } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import { AdminSettingsService } from './admin-settings.service';
import { platformSettingsDtoSchema } from '@dd/contracts/settings-dto';
import { Returns } from '../../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/settings')
@RequirePermission('adminArea')
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Get()
  @Returns(platformSettingsDtoSchema)
  get(): Promise<PlatformSettingsDto> {
    return this.settings.get();
  }

  /** dad-and-admin §7; refuses what would break the business (400 with the field's message). */
  @StepUp()
  @Patch()
  @Returns(platformSettingsDtoSchema)
  update(@CurrentUser() admin: { id: string }, @Body(zodBody(updateSettingsSchema)) body: UpdateSettingsInput): Promise<PlatformSettingsDto> {
    return this.settings.update(admin, body);
  }
}

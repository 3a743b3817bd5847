import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { declinePrivacyRequestSchema, privacyRequestQuerySchema, type DeclinePrivacyRequest, type PrivacyRequestDto, type PrivacyRequestQuery } from '@dd/contracts/privacy';
import { IdParamPipe } from '../common/id-param.pipe';
import type { PagedList } from '../common/paging';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { PrivacyService } from './privacy.service';
import { RequirePermission, CurrentUser, StepUp } from '../common/access';
import { privacyExportSchema, privacyRequestDtoSchema } from '@dd/contracts/privacy';
import { Returns } from '../common/returns.decorator';

/** A customer's own data: the download and the request to delete it (after they confirm it is them). */
@ApiTags('privacy')
@Controller('privacy')
@RequirePermission('customerArea')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @Returns(privacyExportSchema)
  async export(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) response: Response): Promise<Record<string, unknown>> {
    response.setHeader('Content-Disposition', `attachment; filename="dads-detailing-my-data-${new Date().toISOString().slice(0, 10)}.json"`);
    return this.privacy.exportFor(user);
  }

  @StepUp()
  @Post('deletion-request')
  @Returns(privacyRequestDtoSchema)
  requestDeletion(@CurrentUser() user: UserEntity): Promise<PrivacyRequestDto> {
    return this.privacy.requestDeletion(user);
  }

  @Get('requests')
  @Returns([privacyRequestDtoSchema])
  mine(@CurrentUser() user: UserEntity): Promise<PrivacyRequestDto[]> {
    return this.privacy.mine(user);
  }
}

/** The admins' list of deletion requests, each carried out or declined (audited). */
@ApiTags('admin')
@Controller('admin/privacy-requests')
@RequirePermission('adminArea')
export class AdminPrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get()
  @Returns([privacyRequestDtoSchema])
  list(@Query(new ZodValidationPipe(privacyRequestQuerySchema)) query: PrivacyRequestQuery): Promise<PagedList<PrivacyRequestDto>> {
    return this.privacy.list(query);
  }

  @StepUp()
  @HttpCode(200)
  @Post(':id/erase')
  @Returns(privacyRequestDtoSchema)
  erase(@CurrentUser() admin: UserEntity, @Param('id', IdParamPipe) id: string): Promise<PrivacyRequestDto> {
    return this.privacy.erase(admin, id);
  }

  @HttpCode(200)
  @Post(':id/decline')
  @Returns(privacyRequestDtoSchema)
  decline(@CurrentUser() admin: UserEntity, @Param('id', IdParamPipe) id: string, @Body(zodBody(declinePrivacyRequestSchema)) body: DeclinePrivacyRequest): Promise<PrivacyRequestDto> {
    return this.privacy.decline(admin, id, body.reason);
  }
}

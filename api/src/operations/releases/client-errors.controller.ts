import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { clientErrorSchema, type ClientErrorReport } from '@dd/contracts/client-errors';
import { Public } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import { ReleasesService } from './releases.service';

@Controller('client-errors')
export class ClientErrorsController {
  constructor(private readonly releases: ReleasesService) {}

  /** A browser's report of an error in a remote version (no message or page: nothing personal). */
  @Post()
  @Public()
  @HttpCode(204)
  report(@Body(zodBody(clientErrorSchema)) body: ClientErrorReport, @Req() request: Request): Promise<void> {
    return this.releases.report(request.ip ?? 'unknown', body);
  }
}

import { Module } from '@nestjs/common';
import { RateLimiter } from '../../identity/auth/rate-limiter';
import { ClientErrorsController } from './client-errors.controller';
import { ReleasesService } from './releases.service';

/** Remote versions as browsers experience them: loads, reported errors, the canary's automatic rollback. */
@Module({
  controllers: [ClientErrorsController],
  // RateLimiter keeps its counters in the database, shared with every other instance of it.
  providers: [ReleasesService, RateLimiter],
  exports: [ReleasesService],
})
export class ReleasesModule {}

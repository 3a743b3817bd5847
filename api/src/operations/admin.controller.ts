import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminAuditQuerySchema, type AdminAuditDto, type AdminAuditQuery } from '@dd/contracts/admin-audit';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { revenueQuerySchema, type AdminPerformanceDto, type AdminStatsDto, type DeadLettersDto, type RevenuePointDto, type SystemStatusDto } from '@dd/contracts/admin-stats';
import { RequirePermission } from '../common/access';
import type { PagedList } from '../common/paging';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AdminAudit } from '../audit/admin-audit';
import { AdminStatsService } from './stats/admin-stats.service';
import { SystemStatusService } from './stats/system-status.service';
import { adminAuditDtoSchema } from '@dd/contracts/admin-audit';
import { bookingSummaryDtoSchema } from '@dd/contracts/booking';
import { adminPerformanceDtoSchema, adminStatsDtoSchema, deadLettersDtoSchema, revenuePointDtoSchema, systemStatusDtoSchema } from '@dd/contracts/admin-stats';
import { Returns } from '../common/returns.decorator';

/** The admin dashboard's figures and the log of admin changes. */
@ApiTags('admin')
@Controller('admin')
@RequirePermission('adminArea')
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly status: SystemStatusService,
    private readonly audit: AdminAudit,
  ) {}

  /** The dashboard's latest bookings (GET /api/admin/bookings/recent, beside bookings' admin list). */
  @Get('bookings/recent')
  @Returns([bookingSummaryDtoSchema])
  recentBookings(): Promise<BookingSummaryDto[]> {
    return this.stats.recent();
  }

  @Get('stats')
  @Returns(adminStatsDtoSchema)
  getStats(): Promise<AdminStatsDto> {
    return this.stats.stats();
  }

  /** Captured revenue per day over the last 30 or 90 days (the dashboard chart). */
  @Get('stats/revenue')
  @Returns([revenuePointDtoSchema])
  revenue(@Query(new ZodValidationPipe(revenueQuerySchema)) query: { days: number }): Promise<RevenuePointDto[]> {
    return this.stats.revenue(query.days);
  }

  /** The dashboard's performance bars: completion, on-time arrival, charged jobs and rating over the last 30 days. */
  @Get('stats/performance')
  @Returns(adminPerformanceDtoSchema)
  performance(): Promise<AdminPerformanceDto> {
    return this.stats.performance();
  }

  @Get('status')
  @Returns(systemStatusDtoSchema)
  systemStatus(): Promise<SystemStatusDto> {
    return this.status.status();
  }

  /** The dead letters: background jobs that failed every try, with their error (System Status). */
  @Get('queue/failed')
  @Returns(deadLettersDtoSchema)
  deadLetters(): Promise<DeadLettersDto> {
    return this.status.deadLetters();
  }

  /** Puts a dead letter back in its queue for a fresh set of tries (`job`: BullMQ's job id, not always a UUID). */
  @Post('queue/failed/:queue/:job/retry')
  @HttpCode(204)
  async retryDeadLetter(@Param('queue') queue: string, @Param('job') job: string): Promise<void> {
    await this.status.retryDeadLetter(queue, job);
  }

  /** Who changed which package, setting, DAD or review, or refunded which booking, and when; newest first, paged. */
  @Get('audit')
  @Returns([adminAuditDtoSchema])
  listAudit(@Query(new ZodValidationPipe(adminAuditQuerySchema)) query: AdminAuditQuery): Promise<PagedList<AdminAuditDto>> {
    return this.audit.list(query);
  }
}

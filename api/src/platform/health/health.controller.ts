import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { readinessSchema, type Readiness } from '@dd/contracts/health';
import { Returns } from '../../common/returns.decorator';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../common/access';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabasePool, type PoolStats } from '../database/database-pool';
import { remoteVersions } from '../web/remote-releases';
import { livenessSchema } from '@dd/contracts/health';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pool: DatabasePool,
  ) {}

  /**
   * Liveness: the process answers. It takes no database connection, so a busy pool never gets a
   * healthy instance restarted; operators see the pool and which version of each remote runs.
   */
  @Public()
  @Get()
  @Returns(livenessSchema)
  check(): { status: 'ok'; database: string; pool: PoolStats; remotes: Record<string, string> } {
    return { status: 'ok', database: this.dataSource.options.type, pool: this.pool.stats(), remotes: remoteVersions(this.config) };
  }

  /**
   * Readiness, for load balancers: 503 while requests here would wait for the database (a starved
   * pool, or no database at all), so traffic goes to the other instances until this one recovers.
   */
  @Public()
  @Get('ready')
  @HttpCode(200)
  @Returns(readinessSchema, { alsoFor: [503] })
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const starved = this.pool.starved();
    const reason = starved ?? (await this.dataSource.query('SELECT 1').then(() => undefined, (error: unknown) => `database: ${error instanceof Error ? error.message : String(error)}`));
    if (reason) response.status(503).setHeader('Retry-After', '5');
    return { status: reason ? 'unavailable' : 'ready', ...(reason ? { reason } : {}), pool: this.pool.stats() };
  }
}

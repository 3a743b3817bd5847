import { Controller, Get, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../auth/access.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { remoteVersions } from '../web/remote-releases';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** For load balancers and docker-compose: up only when the database answers. Operators see which version of each remote runs. */
  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: string; remotes: Record<string, string> }> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: this.dataSource.options.type, remotes: remoteVersions(this.config) };
  }
}

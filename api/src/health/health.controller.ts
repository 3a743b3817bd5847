import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../auth/access.decorators';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For load balancers and docker-compose: up only when the database answers. */
  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: string }> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: this.dataSource.options.type };
  }
}

// First: tracing patches the modules below as they load.
import '../platform/observability/tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { DatabasePool } from '../platform/database/database-pool';
import { JOBS_QUEUE } from '../platform/jobs/job-queue';
import { IMAGES_QUEUE } from '../platform/jobs/queues';
import { createLogger } from '../platform/observability/logger';
import { Metrics } from '../platform/observability/metrics';
import { NestPinoLogger } from '../platform/observability/nest-logger';
import { exitOnSignals } from '../platform/shutdown';

/**
 * `npm run worker`: a process that runs the background work from the BullMQ queue (REDIS_URL) and
 * serves no HTTP. Scale workers apart from the API; the API instances run the migrations.
 */
async function main() {
  let config;
  try {
    config = { ...loadConfig(), role: 'worker' as const };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.queue) {
    console.error('A worker needs REDIS_URL (redis://host:6379): without it the API runs the background work itself.');
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: new NestPinoLogger(createLogger(config.log)) });
  exitOnSignals(app);
  await app.get(DatabasePool).limitStatements();
  if (config.metrics.port) await app.get(Metrics).serve(config.metrics.port);
  new Logger('Worker').log(`Working on queues ${[JOBS_QUEUE, IMAGES_QUEUE].map((name) => `${config.queue!.prefix}:${name}`).join(', ')}${config.metrics.port ? `; metrics on port ${config.metrics.port}` : ''}`);
}

void main();

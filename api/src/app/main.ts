// First: tracing patches the modules below as they load.
import '../platform/observability/tracing';
import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { configWarnings, ConfigError, loadConfig } from '../platform/config/app-config';
import { Metrics } from '../platform/observability/metrics';
import { exitOnSignals } from '../platform/shutdown';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, seed } = await createApp(config);
  exitOnSignals(app);
  // Idle kept-alive connections stay open longer than a proxy's idle timeout (a load balancer's 60 s):
  // Node's 5 s closed them just as a proxy or a client reused one (ECONNRESET, a proxy's 502).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(config.port);
  if (config.metrics.port) await app.get(Metrics).serve(config.metrics.port);

  const logger = new Logger('Start');
  const database = config.databaseUrl ? 'MySQL' : `embedded SQLite in ${config.dataDir}`;
  const docs = config.apiDocs ? `API docs at ${config.publicUrl}/api/docs` : 'API docs off (API_DOCS=true to serve them)';
  logger.log(`Serving on ${config.publicUrl} (database: ${database}; ${docs})`);
  if (config.metrics.port) logger.log(`Metrics on port ${config.metrics.port} at /metrics`);
  for (const warning of configWarnings(config)) logger.warn(warning);
  for (const account of seed.demoSignIns) {
    logger.log(`Sign in as ${account.role}: ${account.email} / ${account.password}${account.role === 'admin' ? ' (then the code from `npm run demo:code`)' : ''}`);
  }
}

void main();

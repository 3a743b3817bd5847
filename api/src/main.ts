import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

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
  app.enableShutdownHooks();
  await app.listen(config.port);

  const logger = new Logger('Start');
  const database = config.databaseUrl ? 'MySQL' : `embedded SQLite in ${config.dataDir}`;
  logger.log(`Serving on ${config.publicUrl} (database: ${database}; API docs at ${config.publicUrl}/api/docs)`);
  for (const account of seed.demoSignIns) {
    logger.log(`Sign in as ${account.role}: ${account.email} / ${account.password}`);
  }
}

void main();

import { Global, Module } from '@nestjs/common';
import { DatabasePool } from './database-pool';

/** The connection pool's guard, for readiness and whoever needs its figures. */
@Global()
@Module({ providers: [DatabasePool], exports: [DatabasePool] })
export class DatabaseModule {}

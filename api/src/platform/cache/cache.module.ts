import { Global, Module } from '@nestjs/common';
import { CacheVersions } from './cache-versions';
import { ReplayedReads } from './replayed-reads';

/** Cached public reads, invalidated on every instance (see CacheVersions). */
@Global()
@Module({ providers: [CacheVersions, ReplayedReads], exports: [CacheVersions, ReplayedReads] })
export class CacheModule {}

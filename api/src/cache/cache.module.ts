import { Global, Module } from '@nestjs/common';
import { CacheVersions } from './cache-versions';

/** Cached public reads, invalidated on every instance (see CacheVersions). */
@Global()
@Module({ providers: [CacheVersions], exports: [CacheVersions] })
export class CacheModule {}

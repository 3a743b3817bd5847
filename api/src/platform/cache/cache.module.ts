import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AnnounceOnceInterceptor } from './announce-once.interceptor';
import { CacheVersions } from './cache-versions';
import { ReplayedReads } from './replayed-reads';

/** Cached public reads, invalidated on every instance (see CacheVersions). */
@Global()
@Module({ providers: [CacheVersions, ReplayedReads, { provide: APP_INTERCEPTOR, useClass: AnnounceOnceInterceptor }], exports: [CacheVersions, ReplayedReads] })
export class CacheModule {}

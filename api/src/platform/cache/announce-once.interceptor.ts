import { Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { CacheVersions } from './cache-versions';

/**
 * Every request's commits reach the shared cache counters in one statement, just before it answers
 * (CacheVersions.announceOnce): a checkout's payment intent and confirm each committed twice.
 */
@Injectable()
export class AnnounceOnceInterceptor implements NestInterceptor {
  constructor(private readonly versions: CacheVersions) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return from(this.versions.announceOnce(() => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}

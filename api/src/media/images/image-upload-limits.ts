import { availableParallelism } from 'node:os';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import sharp from 'sharp';
import type { RateLimitRule } from '../../identity/auth/rate-limiter';
import { RateLimiter } from '../../identity/auth/rate-limiter';
import { ApiException } from '../../common/api-exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

/** Uploads one person may start in ten minutes, on top of the daily quota (IMAGE_DAILY_QUOTA). */
export const UPLOADS_PER_TEN_MINUTES: RateLimitRule = {
  limit: 30,
  windowMs: 10 * 60_000,
  message: 'Too many uploads in a short time.',
};

const dailyQuota = (limit: number): RateLimitRule => ({
  limit,
  windowMs: 24 * 60 * 60_000,
  code: 'UPLOAD_QUOTA_REACHED',
  message: `You have reached today's limit of ${limit} uploads.`,
});

/**
 * glibc's malloc settings for image processing (README: Memory). A fixed mmap threshold keeps libvips'
 * large pixel buffers in mmap, handed back to the system when freed (glibc otherwise raises the threshold
 * after the first one and keeps them in its heaps: ~300 MB held after a burst); two arenas bound the rest.
 * glibc reads them at process start only, so they must be in the environment the process starts with.
 */
export const GLIBC_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** How long a refused upload is told to wait: about one image's processing time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const IMAGES_BUSY_MESSAGE = 'The server is busy processing other images. Please try again in a few seconds.';

/**
 * A 50-megapixel image costs ~100 MB to decode, so this instance processes at most `concurrency` at
 * once; up to `queueLimit` more wait their turn, and past that an upload is refused at once with 503
 * and Retry-After (a fast refusal keeps memory bounded and the rest of the API responsive).
 */
export class ImageJobQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        throw new ApiException(503, 'SERVICE_UNAVAILABLE', IMAGES_BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      }
      await new Promise<void>((start) => this.waiting.push(start));
    } else {
      this.active++;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/**
 * The bounds on image uploads: per person (a rate and a daily quota, shared by every instance through
 * the database) and per instance (ImageJobQueue). Also sets sharp up for a server: no operation cache
 * (each upload is a new image, so the cache only holds memory after the burst) and libvips threads
 * shared out between the images processed at once.
 */
@Injectable()
export class ImageUploadLimits implements OnModuleInit {
  private readonly queue: ImageJobQueue;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimiter: RateLimiter,
  ) {
    this.queue = new ImageJobQueue(config.images.concurrency, config.images.queueLimit);
  }

  onModuleInit(): void {
    sharp.cache(false);
    sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / this.config.images.concurrency)));
    const unset = Object.keys(GLIBC_MALLOC_ENV).filter((name) => !process.env[name]);
    if (this.config.env === 'production' && isGlibc() && unset.length) {
      const settings = Object.entries(GLIBC_MALLOC_ENV).map(([name, value]) => `${name}=${value}`).join(' ');
      new Logger('Images').warn(`${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} not set: memory used by image uploads stays held after a burst. Start the API with ${settings} (as npm start and the Docker image do).`);
    }
  }

  /**
   * Counts the upload against the person's limits, then runs `job` when this instance has room for it.
   * With REDIS_URL the upload only stores the file (the workers process it), so no instance bound applies.
   */
  async run<T>(userId: string, job: () => Promise<T>): Promise<T> {
    await this.rateLimiter.consumeAll([
      [`image-upload:user:${userId}`, UPLOADS_PER_TEN_MINUTES],
      [`image-upload-day:user:${userId}`, dailyQuota(this.config.images.dailyQuota)],
    ]);
    return this.config.queue ? job() : this.queue.run(job);
  }
}

/** glibc, not musl (Alpine) or another platform: only glibc reads the MALLOC_* variables. */
function isGlibc(): boolean {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return !!report.header?.glibcVersionRuntime;
}

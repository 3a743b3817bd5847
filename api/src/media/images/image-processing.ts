import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runWork } from '../../platform/database/work-context';
import { IMAGES_QUEUE, Queues } from '../../platform/jobs/queues';
import { Metrics } from '../../platform/observability/metrics';
import { FileStorage } from '../../platform/storage/file-storage';
import { Users } from '../../identity/users/users';
import { fileUrl, variantKey } from './image-files';
import { ImageProcessor, ImageRejectedError } from './image-processor';
import { ImageVariantEntity } from './image-variant.entity';
import { ImageEntity } from './image.entity';

/** The job a queued upload becomes; its id is the image's, so an image is queued once. */
export const PROCESS_IMAGE_JOB = 'process-image';

/**
 * How long an upload waits for Redis to take its job before it answers anyway: with Redis away the
 * job waits in the client's offline queue and goes when Redis is back; the image stays `processing`.
 */
const ENQUEUE_WAIT_MS = 2_000;

/** How a processing run ended: variants made, the file refused (with the reason), or the image deleted meanwhile. */
export type ProcessingOutcome = { state: 'ready' } | { state: 'failed'; reason: string } | { state: 'gone' };

/**
 * Turns a stored upload (`processing`) into its variants (`ready`): the same code whether it runs
 * inside the upload request (no REDIS_URL) or in a queue worker (`npm run worker`). Safe to repeat:
 * a worker killed mid-run leaves the image `processing`, the job goes to another worker (BullMQ's
 * stalled-job check), which makes the same content-named files again and records them once.
 */
@Injectable()
export class ImageProcessing implements OnApplicationBootstrap {
  private readonly logger = new Logger('Images');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    private readonly storage: FileStorage,
    private readonly metrics: Metrics,
    private readonly queues: Queues,
    private readonly users: Users,
  ) {}

  /** Queue workers take image jobs; each is one unit of work, as a request is. */
  onApplicationBootstrap(): void {
    const queue = this.queues.get(IMAGES_QUEUE);
    if (!queue?.works) return;
    queue.start(async (_name, data) => {
      const imageId = String(data.imageId);
      const outcome = await runWork(`image ${imageId}`, false, () => this.run(imageId));
      if (outcome.state === 'failed') this.logger.warn(`Image ${imageId} could not be processed: ${outcome.reason}`);
    });
  }

  /** With REDIS_URL: hands the image to the workers and returns at once. */
  get queued(): boolean {
    return !!this.queues.get(IMAGES_QUEUE);
  }

  async enqueue(imageId: string): Promise<void> {
    const added = this.queues.get(IMAGES_QUEUE)!.add(PROCESS_IMAGE_JOB, { imageId }, imageId);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), ENQUEUE_WAIT_MS)));
    const outcome = await Promise.race([added.then(() => 'added' as const), waited]).finally(() => clearTimeout(timer));
    if (outcome === 'waiting') {
      this.logger.warn(`Redis has not taken image ${imageId}'s job after ${ENQUEUE_WAIT_MS} ms: it goes when Redis is back`);
      added.catch((error: unknown) => this.logger.error(`Image ${imageId} could not be queued: ${String(error)}`));
    }
  }

  /**
   * Makes the variants of an image still `processing` from `input` (the upload's bytes) or its stored
   * source. A file sharp cannot read marks the image `failed` (no retry can help); anything else
   * (storage, database) throws, and the queue retries.
   */
  async run(imageId: string, input?: Buffer): Promise<ProcessingOutcome> {
    const images = this.dataSource.getRepository(ImageEntity);
    const image = await images.findOneBy({ id: imageId });
    if (!image) return { state: 'gone' };
    if (image.processingState === 'ready') return { state: 'ready' };
    if (image.processingState === 'failed') return { state: 'failed', reason: image.processingError ?? '' };
    const source = input ?? (await this.readSource(image.storagePath));

    let processed;
    try {
      processed = await this.metrics.timeImage(() => this.processor.process(source));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      await images.update({ id: imageId, processingState: 'processing' }, { processingState: 'failed', processingError: error.message.slice(0, 500) });
      await this.removeFiles([image.storagePath]);
      return { state: 'failed', reason: error.message };
    }

    const files = processed.variants.map((variant) => ({ ...variant, key: variantKey(imageId, variant.variantType, variant.data, variant.format) }));
    const original = files.find((variant) => variant.variantType === 'original')!;
    const thumbnail = files.find((variant) => variant.variantType === 'thumbnail')!;
    const stored = await Promise.allSettled(files.map((variant) => this.storage.put(variant.key, variant.data, variant.mimeType)));
    const failed = stored.find((result) => result.status === 'rejected');
    if (failed) {
      // Some variants may be in place (a disk that filled up halfway): none stays without its row.
      await this.removeFiles(files.map((variant) => variant.key));
      throw failed.reason;
    }
    const recorded = await this.dataSource.transaction(async (manager) => {
      // First: the row lock. Only one run moves the image out of `processing`; a second finds it done.
      const moved = await manager.update(
        ImageEntity,
        { id: imageId, processingState: 'processing' },
        { processingState: 'ready', processingError: null, storagePath: original.key, mimeType: original.mimeType, sizeBytes: original.data.length, width: original.width, height: original.height },
      );
      if (moved.affected !== 1) return false;
      await manager.delete(ImageVariantEntity, { imageId });
      await manager.insert(
        ImageVariantEntity,
        files.map(({ variantType, key, width, height, data, format, quality }) => ({ imageId, variantType, storagePath: key, width, height, sizeBytes: data.length, format, quality })),
      );
      // A profile photo attached while it was processing gets its URL now.
      await this.users.profilePhotoReady(manager, imageId, fileUrl(imageId, thumbnail.key));
      return true;
    });
    if (recorded) {
      await this.removeFiles([image.storagePath]);
      return { state: 'ready' };
    }
    // Another run recorded the same content-named files first; if the image was deleted meanwhile, ours are orphans.
    if (!(await images.existsBy({ id: imageId }))) {
      await this.removeFiles(files.map((variant) => variant.key));
      return { state: 'gone' };
    }
    return { state: 'ready' };
  }

  private async readSource(key: string): Promise<Buffer> {
    const file = await this.storage.get(key);
    if (!file) throw new Error(`The uploaded file ${key} is not in storage`);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Left-behind files are only wasted space: logged, not thrown. */
  async removeFiles(keys: string[]): Promise<void> {
    await this.storage.delete([...new Set(keys)]).catch((error: unknown) => {
      this.logger.warn(`Could not remove image files ${keys.join(', ')}: ${String(error)}`);
    });
  }
}

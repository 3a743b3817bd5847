import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { GALLERY_ALT_TEXT_REQUIRED, type ImageDto, type ImageListQuery, type ImageUpdateRequest, type ImageUploadFields } from '@dd/contracts/image';
import { ApiException, conflict, invalidField } from '../../common/api-exception';
import { likeMatch } from '../../common/like-pattern';
import { mapPage, paginate, type PagedList } from '../../common/paging';
import { FileStorage, isStorageFull, type StoredFile } from '../../platform/storage/file-storage';
import type { UserEntity } from '../../identity/users/user.entity';
import { Users } from '../../identity/users/users';
import { ImageErrors } from '../media.errors';
import { ImageAccess, type ImageVisibility } from './image-access';
import { keyFromFileName, sourceKey } from './image-files';
import { toImageDto } from './image.mapper';
import { ImageProcessing } from './image-processing';
import { ImageProcessor, ImageRejectedError } from './image-processor';
import { IMAGE_MIME_TYPES, type ImageFormat } from './image-type';
import { BookingMediaEntity } from './booking-media.entity';
import { ImageVariantEntity } from './image-variant.entity';
import { ImageEntity } from './image.entity';

/** What multer hands over for the `image` field (memory storage). */
export interface UploadedImageFile {
  buffer: Buffer;
  originalname: string;
}

export interface ImageFile {
  file: StoredFile;
  contentType: string;
  visibility: Exclude<ImageVisibility, null>;
}

const notFound = ImageErrors.notFound;

/** A file refused for what it is: a 400 with the reason. */
const rejected = (error: unknown): never => {
  throw error instanceof ImageRejectedError ? ImageErrors.rejected(error.message) : error;
};

@Injectable()
export class ImagesService {
  constructor(
    @InjectRepository(ImageEntity) private readonly images: Repository<ImageEntity>,
    @InjectRepository(ImageVariantEntity) private readonly variants: Repository<ImageVariantEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    private readonly processing: ImageProcessing,
    private readonly storage: FileStorage,
    private readonly access: ImageAccess,
    private readonly users: Users,
  ) {}

  /**
   * Checks the upload without decoding it (type, dimensions), stores it as sent and records the image as
   * `processing`. With REDIS_URL a queue worker makes the variants and the image is answered at once,
   * still processing; without it they are made here, before answering (ImageProcessing either way).
   * A refused file stores nothing: at once for what the header shows, after processing for a file sharp
   * cannot decode in-process (a queued one is marked `failed` with the reason instead).
   */
  async upload(user: UserEntity, file: UploadedImageFile, fields: ImageUploadFields): Promise<ImageDto> {
    const source = await this.processor.inspect(file.buffer).catch(rejected);
    const id = randomUUID();
    const key = sourceKey(id, file.buffer, source.sourceFormat);
    const image = this.images.create({
      id,
      ...fields,
      uploaderId: user.id,
      originalFilename: cleanFileName(file.originalname),
      storagePath: key,
      mimeType: source.sourceMimeType,
      sizeBytes: file.buffer.length,
      width: source.upright.width,
      height: source.upright.height,
      usageEntityId: null,
      processingState: 'processing',
      processingError: null,
    });
    try {
      // The file and the row at once: neither needs the other, both are in place before a worker hears of the image, and
      // both have ended before a failure cleans up.
      const [stored, inserted] = await Promise.allSettled([this.storage.put(key, file.buffer, source.sourceMimeType), this.images.insert(image)]);
      if (stored.status === 'rejected') throw stored.reason;
      if (inserted.status === 'rejected') throw inserted.reason;
      if (this.processing.queued) {
        await this.processing.enqueue(id);
        // Answered from what was written (the insert read back its defaults and dates): still processing, no variants yet.
        return toImageDto({ ...image, ...inserted.value.generatedMaps[0], variants: [] });
      }
      const outcome = await this.processing.run(id, file.buffer);
      if (outcome.state === 'failed') throw ImageErrors.rejected(outcome.reason);
    } catch (error) {
      await this.images.delete({ id }).catch(() => undefined);
      await this.processing.removeFiles([key]);
      throw isStorageFull(error) ? ImageErrors.storageFull() : error;
    }
    return toImageDto(await this.withVariants(id));
  }

  /** The admin library, newest first. */
  /** The image library, newest first, a page at a time; `q` (or `search`) matches title and file name. */
  async list(page: ImageListQuery): Promise<PagedList<ImageDto>> {
    const query = this.images.createQueryBuilder('image').leftJoinAndSelect('image.variants', 'variant');
    if (page.usageType) query.andWhere('image.usageType = :usageType', { usageType: page.usageType });
    // A customer's job photo is an image some booking links as its before/after photo.
    if (page.kind) {
      const linked = query.subQuery().select('1').from(BookingMediaEntity, 'media').where('media.imageId = image.id').getQuery();
      query.andWhere(page.kind === 'job_photos' ? `EXISTS ${linked}` : `NOT EXISTS ${linked}`);
    }
    const text = page.q ?? page.search;
    if (text) query.andWhere(...likeMatch(['image.title', 'image.originalFilename'], text));
    const found = await paginate(query, page, {
      sort: { expr: 'image.createdAt', dir: 'DESC', valueOf: (row: ImageEntity) => row.createdAt },
      id: { expr: 'image.id', valueOf: (row: ImageEntity) => row.id },
    });
    const jobPhotos = await this.access.jobPhotosOf(found.items.map((image) => image.id));
    return mapPage(found, (image) => ({ ...toImageDto(image), jobPhoto: jobPhotos.get(image.id) ?? null }));
  }

  async findReadable(user: UserEntity, id: string): Promise<ImageDto> {
    const image = await this.images.findOne({ where: { id }, relations: { variants: true } });
    if (!image || !(await this.access.visibility(user, image))) throw notFound();
    return toImageDto(image);
  }

  async update(user: UserEntity, id: string, changes: ImageUpdateRequest): Promise<ImageDto> {
    const image = await this.manageable(user, id);
    if (image.usageType === 'gallery' && changes.altText === null) throw invalidField('altText', GALLERY_ALT_TEXT_REQUIRED);
    const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(sent).length) await this.images.update(image.id, sent);
    return toImageDto(await this.withVariants(id));
  }

  async remove(user: UserEntity, id: string): Promise<void> {
    await this.deleteImage(await this.manageable(user, id));
  }

  /**
   * A file for an <img>: only when this person may see the image (signed in or not). Anything else is a
   * 404, so a URL reveals nothing about images one may not see.
   */
  async openFile(user: UserEntity | undefined, id: string, fileName: string): Promise<ImageFile> {
    const key = keyFromFileName(id, fileName);
    const variant = key && (await this.variants.findOneBy({ imageId: id, storagePath: key }));
    const image = variant && (await this.images.findOneBy({ id }));
    const visibility = image && (await this.access.visibility(user, image));
    const file = visibility && (await this.storage.get(variant.storagePath));
    if (!file || !visibility || !variant) throw notFound();
    return { file, visibility, contentType: IMAGE_MIME_TYPES[variant.format as ImageFormat] ?? 'application/octet-stream' };
  }

  /** An image this person uploaded: what they may attach to their profile or link to a job. */
  async findOwned(user: UserEntity, id: string): Promise<ImageEntity> {
    const image = await this.images.findOneBy({ id });
    if (!image) throw notFound();
    if (image.uploaderId !== user.id) throw ImageErrors.notYours();
    return image;
  }

  /**
   * The URL a profile shows: the thumbnail covers every avatar size the app draws. Null while the image
   * is processing: ImageProcessing fills it in when the thumbnail exists.
   */
  async profilePhotoUrl(image: ImageEntity): Promise<string | null> {
    const thumbnail = await this.variants.findOneBy({ imageId: image.id, variantType: 'thumbnail' });
    return thumbnail ? toImageDto({ ...image, variants: [thumbnail] }).variants[0].url : null;
  }

  /**
   * A profile photo that was replaced or removed is deleted with its files (people expect "remove" to
   * remove their face), unless it was uploaded for something else or is in use elsewhere.
   */
  async discardProfilePhoto(id: string): Promise<void> {
    const image = await this.images.findOneBy({ id });
    if (image?.usageType !== 'profile') return;
    await this.deleteImage(image).catch((error: unknown) => {
      if (!(error instanceof ApiException && error.code === 'IN_USE')) throw error;
    });
  }

  private async manageable(user: UserEntity, id: string): Promise<ImageEntity> {
    const image = await this.images.findOneBy({ id });
    if (!image || !(await this.access.visibility(user, image))) throw notFound();
    if (!this.access.canManage(user, image)) throw ImageErrors.cannotManage();
    return image;
  }

  /**
   * In-use rules: a booking's before/after photo is a record of the job and a gallery entry shows the
   * file publicly, so both refuse with a 409; a profile photo is simply detached from the profile.
   */
  private async deleteImage(image: ImageEntity): Promise<void> {
    if (await this.access.isBookingMedia(image.id)) {
      throw conflict('IN_USE', "This image is a booking's before/after photo and cannot be deleted");
    }
    if (await this.access.isInGallery(image.id)) {
      throw conflict('IN_USE', 'This image is used in the gallery. Remove it from the gallery first.');
    }
    const variants = await this.variants.findBy({ imageId: image.id });
    await this.dataSource.transaction(async (manager) => {
      await this.users.profilePhotoGone(manager, image.id);
      await manager.delete(ImageVariantEntity, { imageId: image.id });
      await manager.delete(ImageEntity, { id: image.id });
    });
    await this.processing.removeFiles([image.storagePath, ...variants.map((variant) => variant.storagePath)]);
  }

  private withVariants(id: string): Promise<ImageEntity> {
    return this.images.findOneOrFail({ where: { id }, relations: { variants: true } });
  }
}

/** The name as the person knows it: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'image';
}

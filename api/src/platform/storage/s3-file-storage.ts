import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, FileStorage, type StoredFile } from './file-storage';

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...): what several API instances share. */
export class S3FileStorage extends FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        Body: body,
        ContentType: contentType,
        // Keys change when content does, so a CDN in front of the bucket may keep files for good.
        CacheControl: 'private, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    if (!keys.length) return;
    const result = await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((key) => ({ Key: assertSafeKey(key) })), Quiet: true } }),
    );
    if (result.Errors?.length) {
      throw new Error(`Could not delete ${result.Errors.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
    }
  }
}

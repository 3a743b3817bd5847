import { Test } from '@nestjs/testing';
import { join } from 'node:path';
import { ConfigModule } from '../config/config.module';
import { loadConfig } from '../config/app-config';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';
import { StorageModule } from './storage.module';

const storageFor = async (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/dd', SESSION_SECRET: 'x'.repeat(32), ...env });
  const module = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), StorageModule] }).compile();
  return { config, storage: module.get(FileStorage) };
};

describe('storage configuration', () => {
  it('keeps files in DATA_DIR/uploads by default, or in UPLOADS_DIR', async () => {
    const byDefault = await storageFor({});
    expect(byDefault.storage).toBeInstanceOf(LocalFileStorage);
    expect(byDefault.config.storage).toEqual({ localDir: join('/srv/dd', 'uploads'), s3: undefined });
    expect((await storageFor({ UPLOADS_DIR: '/var/uploads' })).config.storage.localDir).toBe('/var/uploads');
  });

  it('uses the S3-compatible bucket when S3_BUCKET is set', async () => {
    const { config, storage } = await storageFor({
      S3_BUCKET: 'dd-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(config.storage.s3).toEqual({
      bucket: 'dd-uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect((await storageFor({ S3_BUCKET: 'b', S3_REGION: 'us-west-2' })).config.storage.s3).toMatchObject({ region: 'us-west-2', forcePathStyle: false });
  });

  it('refuses half a key pair or a bad endpoint with a clear message', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'minio', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/S3_ENDPOINT: must be an absolute URL/);
  });
});

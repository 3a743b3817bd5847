import { Module } from '@nestjs/common';
import { S3Client } from '@aws-sdk/client-s3';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** Provides the FileStorage port: the S3-compatible bucket when S3_BUCKET is set, else the local folder. */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: ({ storage }: AppConfig): FileStorage => {
        if (!storage.s3) return new LocalFileStorage(storage.localDir);
        const { bucket, region, endpoint, forcePathStyle, credentials } = storage.s3;
        // Checksums only where S3 requires them: several S3-compatible services reject the SDK's newer defaults.
        const client = new S3Client({
          region,
          endpoint,
          forcePathStyle,
          credentials,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        });
        return new S3FileStorage(client, bucket);
      },
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}

import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The files in the bucket `STORAGE_URL` names, or else in the folder `STORAGE_DIR`. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage =>
        config.objectStorage ? new S3FileStorage(config.objectStorage) : new LocalFileStorage(config.storageDir),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}

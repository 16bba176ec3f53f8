// File storage for uploads (invoices, export documents): a local folder by default, or an
// S3-compatible bucket (STORAGE_DRIVER=s3). The app decorates the chosen one as `app.storage`.
import type { Config } from '../../config/index.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import type { FileStorage } from './types.js';

export type { FileStorage } from './types.js';
export { LocalFileStorage } from './local.js';
export { S3FileStorage } from './s3.js';

export function createFileStorage(config: Pick<Config, 'storage'>): FileStorage {
  const s = config.storage;
  return s.driver === 's3'
    ? new S3FileStorage({
        endpoint: s.endpoint,
        bucket: s.bucket,
        accessKeyId: s.accessKeyId,
        secretAccessKey: s.secretAccessKey,
        region: s.region,
      })
    : new LocalFileStorage(s.dir);
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

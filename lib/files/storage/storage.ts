import path from "node:path";
import { createDiskStorage } from "./disk-driver";
import { createS3Storage } from "./s3-driver";
import type { StorageDriver } from "./types";

/**
 * The process's storage, chosen from the environment: S3 when S3_BUCKET is set, otherwise
 * local disk under STORAGE_DIR (default ./.data/uploads). Not marked server-only because the
 * demo seed (plain Node) stores its photos and attachments through it too.
 */
export function storageFromEnv(env: Record<string, string | undefined> = process.env): StorageDriver {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === "true" : undefined,
    });
  }
  return createDiskStorage(env.STORAGE_DIR || path.join(process.cwd(), ".data", "uploads"));
}

const globalForStorage = globalThis as unknown as { __serviceloopStorage?: StorageDriver };

export function getStorage(): StorageDriver {
  return (globalForStorage.__serviceloopStorage ??= storageFromEnv());
}

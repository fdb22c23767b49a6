import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertSafeStorageKey } from "./keys";
import type { StorageDriver } from "./types";

export type S3StorageConfig = {
  bucket: string;
  region?: string;
  /** For S3-compatible stores (MinIO, R2, s3rver…); omitted for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
};

/** Any S3-compatible object store, selected when S3_BUCKET is set. */
export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = new S3Client({
    region: config.region || "us-east-1",
    endpoint: config.endpoint || undefined,
    forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC checksums (aws-chunked trailers) to every upload by default; many
    // S3-compatible stores reject those, and S3 itself does not require them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    kind: "s3",
    async putObject({ key, body, contentType }) {
      assertSafeStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async getObject(key) {
      assertSafeStorageKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!result.Body) return null;
        const bytes = await result.Body.transformToByteArray();
        return { bytes, contentType: result.ContentType || "application/octet-stream", size: bytes.byteLength };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async deleteObject(key) {
      assertSafeStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata?.httpStatusCode === 404;
  }
  return (error as { name?: string } | null)?.name === "NoSuchKey";
}

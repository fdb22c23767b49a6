/**
 * The one storage interface (DESIGN.md "files"). Drivers: local disk (default) and S3.
 * Objects are never served from a public URL; an authorising route reads them through here.
 */
export type StoredObject = {
  bytes: Uint8Array;
  contentType: string;
  size: number;
};

export type PutObjectInput = {
  key: string;
  body: Uint8Array;
  contentType: string;
};

export type StorageDriver = {
  /** "disk" or "s3": shown in logs and tests, never used for branching by callers. */
  readonly kind: "disk" | "s3";
  putObject(input: PutObjectInput): Promise<void>;
  /** The object's bytes and metadata, or null when no object has that key. */
  getObject(key: string): Promise<StoredObject | null>;
  /** Removes the object; deleting a missing key is not an error. */
  deleteObject(key: string): Promise<void>;
};

// s3rver ships no types; this is the part of its API the storage tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type S3rverOptions = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  };
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeStorageKey } from "./keys";
import type { StorageDriver } from "./types";

/** Metadata lives next to the bytes; keys ending like this are refused so they cannot collide. */
const META_SUFFIX = ".meta.json";

type Meta = { contentType: string; size: number };

/**
 * Local-disk storage for one machine (the default). Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half an object.
 */
export function createDiskStorage(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertSafeStorageKey(key);
    if (key.endsWith(META_SUFFIX)) throw new Error("Storage keys may not end with .meta.json");
    const target = path.resolve(root, key);
    // Belt and braces: the key grammar already forbids traversal.
    if (!target.startsWith(root + path.sep)) throw new Error("Storage key escapes the storage root");
    return target;
  }

  // A failed write (a full disk stops writeFile halfway) removes its temporary file: a partial
  // `.tmp` left behind would keep the disk full and fail every later upload (issue 44).
  async function writeAtomically(file: string, data: Uint8Array | string) {
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      throw error;
    }
  }

  return {
    kind: "disk",
    async putObject({ key, body, contentType }) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, body);
      const meta: Meta = { contentType, size: body.byteLength };
      try {
        await writeAtomically(file + META_SUFFIX, JSON.stringify(meta));
      } catch (error) {
        // All or nothing: bytes without their metadata were never acknowledged as stored.
        await rm(file, { force: true }).catch(() => {});
        throw error;
      }
    },
    async getObject(key) {
      const file = resolveKey(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      let contentType = "application/octet-stream";
      try {
        contentType = (JSON.parse(await readFile(file + META_SUFFIX, "utf8")) as Meta).contentType || contentType;
      } catch {
        // An object without its metadata is still served, as opaque bytes.
      }
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType, size: bytes.byteLength };
    },
    async deleteObject(key) {
      const file = resolveKey(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
  };
}

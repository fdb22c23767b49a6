import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businesses, files } from "@/db/schema";
import { createDiskStorage } from "@/lib/files/storage/disk-driver";
import { FileRejectedError, MAX_FILE_BYTES } from "@/lib/files/file-rules";
import { generateStorageKey, isSafeStorageKey } from "@/lib/files/storage/keys";
import { createS3Storage } from "@/lib/files/storage/s3-driver";
import { saveFile } from "@/lib/files/save-file";
import { storageFromEnv } from "@/lib/files/storage/storage";
import type { StorageDriver } from "@/lib/files/storage/types";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND) so content sniffing sees an image. */
function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 21, 128, 61]));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk("IHDR", ihdr),
      chunk("IDAT", idat),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

async function createBusiness(label: string) {
  const suffix = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db
    .insert(businesses)
    .values({ companyName: `Storage Test ${suffix}`, portalSubdomain: `storage-${suffix}` })
    .returning({ id: businesses.id });
  return row.id;
}

/** The behaviour every driver must share. */
function driverContract(name: string, getDriver: () => StorageDriver) {
  describe(`${name} driver`, () => {
    it("stores, reads back and deletes an object with its content type", async () => {
      const storage = getDriver();
      const key = generateStorageKey("00000000-0000-4000-8000-000000000001", "pdf");
      await storage.putObject({ key, body: PDF, contentType: "application/pdf" });
      const read = await storage.getObject(key);
      expect(read).not.toBeNull();
      expect(Buffer.from(read!.bytes).equals(Buffer.from(PDF))).toBe(true);
      expect(read!.contentType).toBe("application/pdf");
      expect(read!.size).toBe(PDF.byteLength);
      await storage.deleteObject(key);
      expect(await storage.getObject(key)).toBeNull();
      await expect(storage.deleteObject(key)).resolves.toBeUndefined();
    });

    it("answers null for a key that was never written", async () => {
      expect(await getDriver().getObject("00000000-0000-4000-8000-000000000001/1-missing.png")).toBeNull();
    });

    it("refuses keys that could escape the storage root", async () => {
      const storage = getDriver();
      for (const key of ["../escape.txt", "a/../../b.txt", "/etc/passwd", "a\\..\\b", "a//b", "", "./x", "a/.."]) {
        await expect(storage.putObject({ key, body: PDF, contentType: "application/pdf" })).rejects.toThrow();
        await expect(storage.getObject(key)).rejects.toThrow();
      }
    });

    it("saveFile sniffs the real type, writes the object and records the files row", async () => {
      const storage = getDriver();
      const businessId = await createBusiness(name);
      const row = await saveFile(
        { businessId },
        { name: "../../before photo.txt", bytes: tinyPng(), uploadedBy: { type: "system", id: null } },
        { db, storage },
      );
      // The content is a PNG whatever the name claims; the name loses its path part.
      expect(row.mimeType).toBe("image/png");
      expect(row.name).toBe("before photo.txt");
      expect(row.storageKey).toMatch(new RegExp(`^${businessId}/\\d{13}-[A-Za-z0-9_-]{12}\\.png$`));
      expect(row.size).toBe(tinyPng().byteLength);
      const [stored] = await db.select().from(files).where(eq(files.id, row.id));
      expect(stored.businessId).toBe(businessId);
      const object = await storage.getObject(row.storageKey);
      expect(Buffer.from(object!.bytes).equals(Buffer.from(tinyPng()))).toBe(true);
      expect(object!.contentType).toBe("image/png");
    });
  });
}

describe("storage keys", () => {
  it("generates {businessId}/{timestamp}-{random}.{ext} keys that are unique", () => {
    const a = generateStorageKey("b1", "PDF", 1700000000000);
    const b = generateStorageKey("b1", "PDF", 1700000000000);
    expect(a).toMatch(/^b1\/1700000000000-[A-Za-z0-9_-]{12}\.pdf$/);
    expect(a).not.toBe(b);
    expect(isSafeStorageKey(a)).toBe(true);
    expect(isSafeStorageKey("b1/..")).toBe(false);
    expect(isSafeStorageKey("b1/x..y")).toBe(false);
  });
});

let diskRoot: string;
beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(os.tmpdir(), "sl-storage-disk-"));
});
afterAll(async () => {
  await rm(diskRoot, { recursive: true, force: true });
});

driverContract("disk", () => createDiskStorage(diskRoot));

describe("disk driver layout", () => {
  it("keeps every object inside its root directory", async () => {
    const storage = createDiskStorage(diskRoot);
    const key = generateStorageKey("layout-check", "txt");
    await storage.putObject({ key, body: new TextEncoder().encode("hello"), contentType: "text/plain" });
    expect((await stat(path.join(diskRoot, key))).size).toBe(5);
    expect(await readdir(path.join(diskRoot, "layout-check"))).toHaveLength(2); // object + metadata
  });

  it("is what the environment selects by default, and S3 when S3_BUCKET is set", () => {
    expect(storageFromEnv({ STORAGE_DIR: diskRoot }).kind).toBe("disk");
    expect(storageFromEnv({ S3_BUCKET: "x", S3_ENDPOINT: "http://127.0.0.1:1" }).kind).toBe("s3");
  });
});

describe("against a real S3 protocol server (s3rver)", () => {
  let server: S3rver;
  let s3Dir: string;
  let storage: StorageDriver;
  let endpoint: string;
  const bucket = "serviceloop-test";

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), "sl-storage-s3-"));
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = storageFromEnv({
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(storage.kind).toBe("s3");
  });
  afterAll(async () => {
    await server?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  driverContract("s3", () => storage);

  it("fails loudly with wrong credentials instead of pretending to store", async () => {
    const bad = createS3Storage({
      bucket,
      endpoint,
      accessKeyId: "WRONG",
      secretAccessKey: "WRONG",
      forcePathStyle: true,
    });
    await expect(bad.putObject({ key: "x/1-a.pdf", body: PDF, contentType: "application/pdf" })).rejects.toThrow();
  });
});

describe("saveFile upload rules (spec §5)", () => {
  const disk = () => createDiskStorage(diskRoot);
  const by = { type: "customer" as const, id: null };

  it("refuses a file over 10 MB with the spec's message and stores nothing", async () => {
    const businessId = await createBusiness("big");
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PDF);
    const error = await saveFile({ businessId }, { name: "site-plan.pdf", bytes: big, uploadedBy: by }, { db, storage: disk() }).catch((e) => e);
    expect(error).toBeInstanceOf(FileRejectedError);
    expect(error.message).toBe("File site-plan.pdf is too large. Maximum size is 10MB.");
    expect(await db.select().from(files).where(eq(files.businessId, businessId))).toHaveLength(0);
  });

  it("accepts exactly 10 MB", async () => {
    const businessId = await createBusiness("limit");
    const exact = new Uint8Array(MAX_FILE_BYTES);
    exact.set(PDF);
    const row = await saveFile({ businessId }, { name: "big.pdf", bytes: exact, uploadedBy: by }, { db, storage: disk() });
    expect(row.size).toBe(MAX_FILE_BYTES);
    expect(row.mimeType).toBe("application/pdf");
  });

  it("accepts UTF-8 text as .txt and .csv, and refuses binary or disguised content", async () => {
    const businessId = await createBusiness("text");
    const save = (name: string, bytes: Uint8Array) =>
      saveFile({ businessId }, { name, bytes, uploadedBy: by }, { db, storage: disk() });
    const csv = await save("prices.csv", new TextEncoder().encode("service,price\nMowing,45.00\nCafé,1\n"));
    expect(csv.mimeType).toBe("text/csv; charset=utf-8");
    expect(csv.storageKey.endsWith(".csv")).toBe(true);
    const txt = await save("notes.txt", new TextEncoder().encode("Gate code 1234"));
    expect(txt.mimeType).toBe("text/plain; charset=utf-8");

    const refused = async (name: string, bytes: Uint8Array) => {
      const error = await save(name, bytes).catch((e) => e);
      expect(error, name).toBeInstanceOf(FileRejectedError);
      expect(error.code, name).toBe("file_type_not_allowed");
    };
    await refused("binary.txt", new Uint8Array([0x41, 0x00, 0x42]));
    await refused("latin1.txt", new Uint8Array([0x43, 0x61, 0x66, 0xe9]));
    await refused("script.js", new TextEncoder().encode("alert(1)"));
    await refused("photo.png", new TextEncoder().encode("<svg onload=alert(1)>"));
    await refused("invoice.pdf", new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])); // a Windows executable
    await refused("archive.docx", new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])); // an empty zip
    const empty = await save("empty.txt", new Uint8Array()).catch((e) => e);
    expect(empty.code).toBe("file_empty");
    expect(await db.select().from(files).where(eq(files.businessId, businessId))).toHaveLength(2);
  });
});

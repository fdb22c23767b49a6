import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/portal/uploads/route";
import { db } from "@/db/client";
import { files } from "@/db/schema";
import { receiveMessageUploads } from "@/lib/files/receive-message-uploads";
import { createDiskStorage } from "@/lib/files/storage/disk-driver";
import type { StorageDriver } from "@/lib/files/storage/types";
import { TINY_PNG, createBusiness, createCustomer, createSession } from "../../support/portal-fixtures";

/**
 * Issue 44 item 5 on a real disk: when one file of a multi-file upload fails to store — the
 * disk fills up (ENOSPC) at the second write — the files stored before it are removed, rows
 * and bytes, no temporary file is left, and the answer is 507 "Failed to upload {file}". The
 * fault is injected at the storage driver (the third-party boundary: the file system), never
 * in our database.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
const globalStorage = globalThis as unknown as { __serviceloopStorage?: StorageDriver };
let biz: Biz;
let customer: { id: string };
let token: string;
let root: string;

/** A real disk store whose `n`-th write finds the disk full. */
function diskFullOnWrite(n: number): StorageDriver {
  const disk = createDiskStorage(root);
  let writes = 0;
  return {
    ...disk,
    async putObject(input) {
      writes += 1;
      if (writes === n) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
      return disk.putObject(input);
    },
  };
}

async function filesOnDisk(dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const host = () => `${biz.portalSubdomain}.localhost:3000`;
function uploadRequest(parts: Array<{ name: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const p of parts) form.append("files", new File([Buffer.from(p.bytes)], p.name));
  return new Request(`http://${host()}/api/portal/uploads`, {
    method: "POST",
    headers: { host: host(), origin: `http://${host()}`, cookie: `sl_portal_session=${token}` },
    body: form,
  });
}
const text = (s: string) => new TextEncoder().encode(s);
const customerFiles = () => db.select().from(files).where(eq(files.uploadedById, customer.id));

beforeAll(async () => {
  biz = await createBusiness(db);
  customer = await createCustomer(db, biz.id);
  token = await createSession(db, biz.id, customer.id);
});

afterEach(async () => {
  delete globalStorage.__serviceloopStorage;
  if (root) await rm(root, { recursive: true, force: true });
});

afterAll(() => {
  delete globalStorage.__serviceloopStorage;
});

async function freshRoot() {
  root = await mkdtemp(path.join(os.tmpdir(), "sl-uploads-"));
}

describe("a multi-file upload whose second file meets a full disk", () => {
  it("answers 507 'Failed to upload {file}' and keeps nothing: no row, no bytes, no temp file", async () => {
    await freshRoot();
    globalStorage.__serviceloopStorage = diskFullOnWrite(2);
    const res = await upload(
      uploadRequest([
        { name: "photo.png", bytes: TINY_PNG },
        { name: "notes.txt", bytes: text("Gate code 1234\n") },
        { name: "more.txt", bytes: text("Dog in the yard\n") },
      ]),
    );
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ success: false, message: "Failed to upload notes.txt" });
    expect(await customerFiles()).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("leaves the store usable: the next upload succeeds and is the only thing kept", async () => {
    await freshRoot();
    globalStorage.__serviceloopStorage = diskFullOnWrite(2);
    expect((await upload(uploadRequest([{ name: "a.png", bytes: TINY_PNG }, { name: "b.txt", bytes: text("b") }]))).status).toBe(507);
    // The disk has room again (the third write onwards).
    const ok = await upload(uploadRequest([{ name: "c.png", bytes: TINY_PNG }]));
    expect(ok.status).toBe(200);
    const rows = await customerFiles();
    expect(rows.map((r) => r.name)).toEqual(["c.png"]);
    expect((await filesOnDisk()).map((f) => path.basename(f)).sort()).toEqual(
      [path.basename(rows[0].storageKey), `${path.basename(rows[0].storageKey)}.meta.json`].sort(),
    );
    await db.delete(files).where(eq(files.id, rows[0].id));
  });

  it("a staff upload (the inbox's route shares it) is undone the same way; other failures stay 500 with the same message", async () => {
    await freshRoot();
    const disk = createDiskStorage(root);
    let writes = 0;
    globalStorage.__serviceloopStorage = {
      ...disk,
      async putObject(input) {
        if (++writes === 2) throw new Error("connection reset");
        return disk.putObject(input);
      },
    };
    const form = new FormData();
    form.append("files", new File([Buffer.from(TINY_PNG)], "one.png"));
    form.append("files", new File([Buffer.from(TINY_PNG)], "two.png"));
    const outcome = await receiveMessageUploads(
      new Request("http://app.localhost:3000/api/admin/uploads", { method: "POST", body: form }),
      { businessId: biz.id },
      { type: "staff", id: biz.owner.id },
      (id) => `/admin/files/${id}`,
    );
    expect(outcome).toEqual({ ok: false, status: 500, message: "Failed to upload two.png" });
    expect(await db.select().from(files).where(eq(files.uploadedById, biz.owner.id))).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe("the disk driver", () => {
  it("removes its temporary file and the object's bytes when a write fails halfway", async () => {
    await freshRoot();
    const disk = createDiskStorage(root);
    // The metadata's place is taken by a directory: the bytes are written, the metadata's
    // rename fails — a real file-system failure after a temporary file exists.
    await mkdir(path.join(root, "biz", "photo.png.meta.json"), { recursive: true });
    await expect(disk.putObject({ key: "biz/photo.png", body: TINY_PNG, contentType: "image/png" })).rejects.toThrow();
    expect(await filesOnDisk()).toEqual([]);
    expect(await disk.getObject("biz/photo.png")).toBeNull();
  });
});

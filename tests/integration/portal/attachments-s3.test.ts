import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getFile } from "@/app/api/files/[fileId]/route";
import { POST as upload } from "@/app/api/portal/uploads/route";
import { db } from "@/db/client";
import { files } from "@/db/schema";
import { storageFromEnv } from "@/lib/files/storage/storage";
import type { StorageDriver } from "@/lib/files/storage/types";
import { TINY_PNG, createBusiness, createCustomer, createSession } from "../../support/portal-fixtures";

/** Message attachments end to end on an S3-compatible store (a real s3rver), as with S3_* set. */
const bucket = "portal-attachments";
const globalStorage = globalThis as unknown as { __serviceloopStorage?: StorageDriver };
let server: S3rver;
let dir: string;
let storage: StorageDriver;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "sl-portal-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  storage = storageFromEnv({
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  });
  // What getStorage() would build from the same environment.
  globalStorage.__serviceloopStorage = storage;
});

afterAll(async () => {
  delete globalStorage.__serviceloopStorage;
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("attachments on S3", () => {
  it("an upload lands in the bucket and is served back through the authorising route", async () => {
    expect(storage.kind).toBe("s3");
    const biz = await createBusiness(db);
    const me = await createCustomer(db, biz.id);
    const token = await createSession(db, biz.id, me.id);
    const h = `${biz.portalSubdomain}.localhost:3000`;
    const form = new FormData();
    form.append("files", new File([TINY_PNG], "lawn.png", { type: "image/png" }));
    const res = await upload(new Request(`http://${h}/api/portal/uploads`, { method: "POST", headers: { host: h, origin: `http://${h}`, cookie: `sl_portal_session=${token}` }, body: form }));
    expect(res.status).toBe(200);
    const { files: [saved] } = (await res.json()) as { files: Array<{ id: string }> };

    const [row] = await db.select().from(files).where(eq(files.id, saved.id));
    const object = await storage.getObject(row.storageKey);
    expect(object && Buffer.from(object.bytes).equals(TINY_PNG)).toBe(true);

    const served = await getFile(new Request(`http://${h}/api/files/${saved.id}`, { headers: { host: h, cookie: `sl_portal_session=${token}` } }), {
      params: Promise.resolve({ fileId: saved.id }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });
});

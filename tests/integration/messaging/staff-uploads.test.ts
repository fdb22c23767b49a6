import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as uploadFiles } from "@/app/api/admin/uploads/route";
import { db } from "@/db/client";
import { files } from "@/db/schema";
import { asStaff } from "@/tests/support/fake-request";
import { createBusiness, TINY_PNG } from "@/tests/support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * POST /api/admin/uploads (the inbox reply's attachments). The red team (issue 42) found it
 * accepted a cross-site request while the logo, photo and portal upload routes refused one:
 * the staff cookie travels with a form posted from another site.
 */
const HOST = "app.localhost:3000";

function post(origin: string | null) {
  const form = new FormData();
  form.append("files", new File([Buffer.from(TINY_PNG)], "photo.png", { type: "image/png" }));
  const headers: Record<string, string> = { host: HOST };
  if (origin !== null) headers.origin = origin;
  return uploadFiles(new Request(`http://${HOST}/api/admin/uploads`, { method: "POST", headers, body: form }));
}
const storedFiles = async (businessId: string) => db.select({ id: files.id }).from(files).where(eq(files.businessId, businessId));

describe("staff message uploads", () => {
  it("stores a file posted from our own page", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const res = await post(`http://${HOST}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { files: { id: string }[] };
    expect(body.files).toHaveLength(1);
    expect((await storedFiles(biz.id)).map((f) => f.id)).toEqual([body.files[0]!.id]);
  });

  it("refuses a cross-site post, and one without an Origin, 403 — storing nothing", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    for (const origin of ["http://evil.example", "null", null]) {
      const res = await post(origin);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: "forbidden", message: "Cross-site request refused" } });
    }
    expect(await storedFiles(biz.id)).toEqual([]);
  });
});

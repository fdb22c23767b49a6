import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as getBusiness } from "@/app/api/v1/business/route";
import { GET as listServices } from "@/app/api/v1/services/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createApiKeyAction } from "@/lib/admin/actions/settings/create-api-key";
import { revokeApiKeyAction } from "@/lib/admin/actions/settings/revoke-api-key";
import { hashToken } from "@/lib/security/tokens";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { apiRequest } from "@/tests/support/api-fixtures";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { asStaff } from "@/tests/support/fake-request";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Settings → API keys: made by the owner, shown once, stored hashed, limited, revocable, audited. */
describe("API keys", () => {
  it("creates a named key limited to its permissions, stored only as a hash, that the API accepts", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const result = await createApiKeyAction({ name: "Zapier", permissions: ["manage_customers"] });
    if (!result.ok) throw new Error(result.message);
    const { id, key, prefix } = result.data;
    expect(key).toMatch(/^sl_/);
    const [row] = await db.select().from(s.apiKeys).where(eq(s.apiKeys.id, id));
    expect(row).toMatchObject({ businessId: biz.id, name: "Zapier", prefix, keyHash: hashToken(key), permissions: ["manage_customers"], createdByUserId: biz.owner.id, lastUsedAt: null });
    expect(JSON.stringify(row)).not.toContain(key);

    expect((await getBusiness(apiRequest("/business", { key }))).status).toBe(200);
    expect((await listServices(apiRequest("/services", { key }))).status).toBe(403);
    const [used] = await db.select({ lastUsedAt: s.apiKeys.lastUsedAt }).from(s.apiKeys).where(eq(s.apiKeys.id, id));
    expect(used.lastUsedAt).not.toBeNull();

    expect(await revokeApiKeyAction({ apiKeyId: id })).toEqual({ ok: true, data: { id } });
    expect((await getBusiness(apiRequest("/business", { key }))).status).toBe(401);
    const audit = await db.select({ action: s.auditLog.action, targetId: s.auditLog.targetId, meta: s.auditLog.meta }).from(s.auditLog).where(eq(s.auditLog.businessId, biz.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["api_key.created", "api_key.revoked"]);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it("refuses an empty name or no permissions, another business's key (404), and anyone but the owner (403)", async () => {
    const other = await createBusiness(db);
    await asStaff(other.owner.id);
    const theirs = await createApiKeyAction({ name: "Theirs", permissions: ["view_jobs"] });
    if (!theirs.ok) throw new Error(theirs.message);

    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    expect(await createApiKeyAction({ name: "", permissions: ["view_jobs"] })).toMatchObject({ ok: false, status: 400, message: "This field is required" });
    expect(await createApiKeyAction({ name: "X", permissions: [] })).toMatchObject({ ok: false, status: 400, message: "Choose at least one permission" });
    expect(await createApiKeyAction({ name: "X", permissions: ["be_god"] })).toMatchObject({ ok: false, status: 400 });
    expect(await revokeApiKeyAction({ apiKeyId: theirs.data.id })).toMatchObject({ ok: false, status: 404 });

    const admin = await createUser({ userType: "employee" });
    await addEmployee(biz.id, admin.id, { roleTemplate: "full_admin" });
    await asStaff(admin.id);
    expect(await createApiKeyAction({ name: "Sneaky", permissions: ["manage_customers"] })).toMatchObject({ ok: false, status: 403, message: "Only the business owner can manage API keys" });

    expect(await db.select().from(s.apiKeys).where(eq(s.apiKeys.businessId, biz.id))).toEqual([]);
    const [row] = await db.select().from(s.apiKeys).where(eq(s.apiKeys.id, theirs.data.id));
    expect(row.revokedAt).toBeNull();
  });
});

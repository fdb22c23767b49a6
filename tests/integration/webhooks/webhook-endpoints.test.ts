import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createWebhookEndpointAction } from "@/lib/admin/actions/settings/create-webhook-endpoint";
import { deleteWebhookEndpointAction } from "@/lib/admin/actions/settings/delete-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { asStaff } from "@/tests/support/fake-request";
import { createBusiness } from "@/tests/support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Settings → Webhooks: endpoints are https on public addresses, owner only, shown-once secret, audited. */
describe("webhook endpoints", () => {
  afterEach(() => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  });

  it("refuses plain http, loopback and private addresses unless WEBHOOKS_ALLOW_PRIVATE=1", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const events = ["quote.approved"];
    expect(await createWebhookEndpointAction({ url: "http://127.0.0.1:9/hooks", events })).toMatchObject({ ok: false, status: 422, field: "url", message: "Enter a valid URL starting with https://" });
    for (const url of ["https://127.0.0.1/hooks", "https://localhost/hooks", "https://10.0.0.5/x", "https://[::1]/x", "https://169.254.169.254/latest"]) {
      expect(await createWebhookEndpointAction({ url, events }), url).toMatchObject({ ok: false, status: 422, field: "url", message: "Webhook URLs must point to a public internet address" });
    }
    expect(await createWebhookEndpointAction({ url: "ftp://example.com/x", events })).toMatchObject({ ok: false, status: 400 });
    expect(await createWebhookEndpointAction({ url: "https://user:pw@example.com/x", events })).toMatchObject({ ok: false, status: 400 });
    expect(await createWebhookEndpointAction({ url: "https://example.com/x", events: [] })).toMatchObject({ ok: false, status: 400, message: "Choose at least one event" });
    expect(await createWebhookEndpointAction({ url: "https://example.com/x", events: ["quote.exploded"] })).toMatchObject({ ok: false, status: 400 });
    expect(await db.$count(s.webhookEndpoints, eq(s.webhookEndpoints.businessId, biz.id))).toBe(0);

    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    const created = await createWebhookEndpointAction({ url: "http://127.0.0.1:9/hooks", events: ["quote.approved", "quote.approved", "invoice.paid"] });
    if (!created.ok) throw new Error(created.message);
    expect(created.data).toMatchObject({ url: "http://127.0.0.1:9/hooks", events: ["quote.approved", "invoice.paid"] });
    expect(created.data.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const [row] = await db.select().from(s.webhookEndpoints).where(eq(s.webhookEndpoints.id, created.data.id));
    expect(row).toMatchObject({ businessId: biz.id, secret: created.data.secret, createdByUserId: biz.owner.id, disabledAt: null });

    const listed = await listWebhookEndpoints({ businessId: biz.id });
    expect(listed.map((e) => e.id)).toEqual([created.data.id]);
    expect(JSON.stringify(listed)).not.toContain(created.data.secret);

    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "webhook_endpoint.created")));
    expect(audit).toMatchObject({ actorType: "staff", actorId: biz.owner.id, targetId: created.data.id });
    expect(JSON.stringify(audit)).not.toContain(created.data.secret);
  });

  it("deletes (disables) an endpoint of the business only, audited; anyone but the owner is refused", async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    const other = await createBusiness(db);
    await asStaff(other.owner.id);
    const theirs = await createWebhookEndpointAction({ url: "https://8.8.8.8/theirs", events: ["invoice.sent"] });
    if (!theirs.ok) throw new Error(theirs.message);

    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const mine = await createWebhookEndpointAction({ url: "https://8.8.4.4/mine", events: ["invoice.sent"] });
    if (!mine.ok) throw new Error(mine.message);
    expect(await deleteWebhookEndpointAction({ endpointId: theirs.data.id })).toMatchObject({ ok: false, status: 404 });

    const admin = await createUser({ userType: "employee" });
    await addEmployee(biz.id, admin.id, { roleTemplate: "full_admin" });
    await asStaff(admin.id);
    expect(await createWebhookEndpointAction({ url: "https://8.8.4.4/x", events: ["invoice.sent"] })).toMatchObject({ ok: false, status: 403, message: "Only the business owner can manage webhooks" });
    expect(await deleteWebhookEndpointAction({ endpointId: mine.data.id })).toMatchObject({ ok: false, status: 403 });

    await asStaff(biz.owner.id);
    expect(await deleteWebhookEndpointAction({ endpointId: mine.data.id })).toEqual({ ok: true, data: { id: mine.data.id } });
    expect(await deleteWebhookEndpointAction({ endpointId: mine.data.id })).toMatchObject({ ok: false, status: 404 });
    expect(await listWebhookEndpoints({ businessId: biz.id })).toEqual([]);
    const [row] = await db.select({ disabledAt: s.webhookEndpoints.disabledAt }).from(s.webhookEndpoints).where(eq(s.webhookEndpoints.id, mine.data.id));
    expect(row.disabledAt).not.toBeNull();
    expect(await listWebhookEndpoints({ businessId: other.id })).toHaveLength(1);
    const actions = await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.businessId, biz.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["webhook_endpoint.created", "webhook_endpoint.deleted"]);
  });
});

import { and, eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, businesses, customers, emailOutbox, invoices, payments, platformSettings } from "@/db/schema";
import { platformHealth } from "@/lib/platform/platform-health";
import { retryFailedJobsAction } from "@/lib/superadmin/actions/retry-failed-jobs";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { createBusiness, createUser, makeSuperadminProfile, unique, uniqueEmail } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

beforeEach(() => asAnonymous());

const mail = (status: "sent" | "logged" | "failed" | "queued", createdAt = new Date()) => ({
  toAddress: uniqueEmail("to"),
  subject: "s",
  template: "notification",
  html: "<p>x</p>",
  text: "x",
  status,
  createdAt,
});

describe("platformHealth", () => {
  it("counts businesses, suspended ones, customers with active portals and the last 7 days of the outbox", async () => {
    const before = await platformHealth();
    const [business] = await db.insert(businesses).values({ companyName: unique("Biz"), portalSubdomain: unique("biz") }).returning();
    await db.insert(businesses).values({ companyName: unique("Biz"), portalSubdomain: unique("biz"), suspendedAt: new Date() });
    await db.insert(customers).values([
      { businessId: business.id, firstName: "A", email: uniqueEmail("a"), portalAccessStatus: "active" },
      { businessId: business.id, firstName: "B", email: uniqueEmail("b"), portalAccessStatus: "invited" },
    ]);
    await db.insert(emailOutbox).values([mail("sent"), mail("logged"), mail("failed"), mail("queued"), mail("failed", new Date(Date.now() - 8 * 86_400_000))]);

    const after = await platformHealth();
    expect(after.businesses - before.businesses).toBe(2);
    expect(after.suspendedBusinesses - before.suspendedBusinesses).toBe(1);
    expect(after.activeCustomers - before.activeCustomers).toBe(1);
    expect(after.emailSent - before.emailSent).toBe(2);
    expect(after.emailFailed - before.emailFailed).toBe(1);
    expect(after.emailQueued - before.emailQueued).toBe(1);
  });

  it("reports no queues before the worker has created pg-boss's schema, then sizes and failures per queue", async () => {
    expect((await platformHealth()).queues).toBeNull();
    // The columns platformHealth reads from pg-boss v10's pgboss.job (name, state, created_on).
    await db.execute(sql`create schema pgboss`);
    await db.execute(sql`create table pgboss.job (id uuid primary key default gen_random_uuid(), name text not null, state text not null, created_on timestamptz not null default now())`);
    const old = new Date(Date.now() - 3_600_000).toISOString();
    await db.execute(sql`insert into pgboss.job (name, state, created_on) values
      ('mark-overdue-invoices', 'created', ${old}::timestamptz), ('mark-overdue-invoices', 'retry', now()),
      ('mark-overdue-invoices', 'failed', now()), ('mark-overdue-invoices', 'completed', now()),
      ('send-reminders', 'active', now())`);
    const { queues } = await platformHealth(db, new Date(Date.parse(old) + 90_000));
    expect(queues).toEqual([
      { name: "mark-overdue-invoices", queued: 2, active: 0, failed: 1, oldestQueuedAt: new Date(old), oldestQueuedAgeSeconds: 90 },
      { name: "send-reminders", queued: 0, active: 1, failed: 0, oldestQueuedAt: null, oldestQueuedAgeSeconds: null },
    ]);
    await db.execute(sql`drop schema pgboss cascade`);
  });

  it("adds up the last 30 days of succeeded payments and the platform's fee on the card ones", async () => {
    const owner = await createUser({ userType: "business_owner", email: uniqueEmail("owner") });
    const business = await createBusiness(owner.id);
    const [customer] = await db.insert(customers).values({ businessId: business.id, firstName: "Pat", email: uniqueEmail("pat") }).returning();
    const [invoice] = await db.insert(invoices).values({ businessId: business.id, customerId: customer.id }).returning();
    // A window of its own, years ahead, so payments other tests record today cannot fall in it.
    const now = new Date("2031-03-01T12:00:00Z");
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const pay = (amountCents: number, method: string, paidAt: Date, status = "succeeded") => ({ businessId: business.id, invoiceId: invoice.id, amountCents, method, status, paidAt });
    await db.insert(payments).values([
      pay(10_000, "stripe", day(1)), // card: 2.5 % → 250
      pay(3_333, "card", day(29)), // card: 83.325 → 83
      pay(5_000, "cash", day(2)), // not a card payment: volume only
      pay(7_000, "stripe", day(3), "refunded"), // not succeeded
      pay(9_000, "stripe", day(31)), // outside the window
    ]);
    await db.insert(platformSettings).values({ key: "platform_fee_bps", value: 250 }).onConflictDoUpdate({ target: platformSettings.key, set: { value: 250 } });
    const health = await platformHealth(db, now);
    expect(health).toMatchObject({ paymentCount: 3, paymentVolumeCents: 18_333, cardVolumeCents: 13_333 });
    // The fee follows the setting the call read (another test file may change it meanwhile).
    const fee = (cents: number) => Math.round((cents * health.platformFeeBps) / 10_000);
    expect(health.platformFeeCents).toBe(fee(10_000) + fee(3_333));
    if (health.platformFeeBps === 250) expect(health.platformFeeCents).toBe(333);
  });
});

describe("retrying a queue's failed jobs (real pg-boss on the test database)", () => {
  const QUEUE = "health-retry-probe";

  it("re-queues failed jobs through pg-boss, audited; only for a superadmin", async () => {
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, supervise: false, schedule: false, max: 2 });
    boss.on("error", () => {});
    await boss.start();
    try {
      await boss.createQueue(QUEUE);
      const failedId = (await boss.send(QUEUE, { n: 1 }, { retryLimit: 0 }))!;
      await boss.fail(QUEUE, failedId, { message: "boom" });
      const waitingId = (await boss.send(QUEUE, { n: 2 }))!;
      const stateOf = async (id: string) => ((await db.execute(sql`select state from pgboss.job where id = ${id}::uuid`)) as unknown as Array<{ state: string }>)[0]?.state;
      expect(await stateOf(failedId)).toBe("failed");

      const [created] = (await db.execute(sql`select created_on from pgboss.job where id = ${waitingId}::uuid`)) as unknown as Array<{ created_on: string }>;
      const later = new Date(new Date(created.created_on).getTime() + 125_000);
      const queue = (await platformHealth(db, later)).queues?.find((q) => q.name === QUEUE);
      expect(queue).toMatchObject({ queued: 1, failed: 1, oldestQueuedAgeSeconds: 125 });

      const owner = await createUser({ userType: "business_owner" });
      await createBusiness(owner.id);
      await asStaff(owner.id);
      expect(await retryFailedJobsAction({ queue: QUEUE })).toMatchObject({ ok: false, status: 401 });
      expect(await stateOf(failedId)).toBe("failed");

      const admin = await createUser({ userType: "superadmin" });
      await makeSuperadminProfile(admin.id);
      await asStaff(admin.id);
      expect(await retryFailedJobsAction({ queue: "bad name; drop" })).toMatchObject({ ok: false, status: 400 });
      expect(await retryFailedJobsAction({ queue: QUEUE })).toEqual({ ok: true, data: { retried: 1 } });
      expect(await stateOf(failedId)).toBe("retry");
      expect(await stateOf(waitingId)).toBe("created");
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "platform.queue_retried"), eq(auditLog.actorId, admin.id)));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ businessId: null, actorType: "superadmin", meta: { queue: QUEUE, retried: 1 } });

      // Nothing failed any more: nothing changes, nothing is audited.
      expect(await retryFailedJobsAction({ queue: QUEUE })).toEqual({ ok: true, data: { retried: 0 } });
      expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "platform.queue_retried"), eq(auditLog.actorId, admin.id)))).toHaveLength(1);
      // The worker picks the retried job up again.
      const [job] = (await boss.fetch(QUEUE, { batchSize: 5 })) ?? [];
      expect(job).toBeDefined();
    } finally {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      await db.execute(sql`drop schema if exists pgboss cascade`);
    }
  });
});

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businesses, customers, emailOutbox } from "@/db/schema";
import { platformHealth } from "@/lib/platform/platform-health";
import { unique, uniqueEmail } from "../staff-auth/fixtures";

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
    const { queues } = await platformHealth();
    expect(queues).toEqual([
      { name: "mark-overdue-invoices", queued: 2, active: 0, failed: 1, oldestQueuedAt: new Date(old) },
      { name: "send-reminders", queued: 0, active: 1, failed: 0, oldestQueuedAt: null },
    ]);
    await db.execute(sql`drop schema pgboss cascade`);
  });
});

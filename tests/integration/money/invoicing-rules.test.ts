import { and, asc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { previewJobInvoicing } from "@/lib/money/invoices/visit-invoicing/preview-job-invoicing";
import { getInvoicingSettings, updateInvoicingSettings } from "@/lib/money/invoices/visit-invoicing/invoicing-settings";
import { runInvoicingRules } from "@/lib/money/invoices/visit-invoicing/run-invoicing-rules";
import { setJobInvoicingRule } from "@/lib/money/invoices/visit-invoicing/set-job-invoicing-rule";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
const TZ = "America/New_York";

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 10, timezone: TZ });
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
});

type SeriesInput = { businessId?: string; customerId: string; rule: "after_each_visit" | "monthly" | "job_end"; day?: number; rrule?: string | null; priceCents?: number; title?: string };
async function job(input: SeriesInput) {
  const [series] = await db
    .insert(s.jobSeries)
    .values({
      businessId: input.businessId ?? business.id,
      customerId: input.customerId,
      title: input.title ?? "Mowing",
      startDate: "2026-09-01",
      startTime: "09:00",
      durationMinutes: 60,
      timeZone: TZ,
      rrule: input.rrule ?? "FREQ=WEEKLY;BYDAY=TU",
      priceCents: input.priceCents ?? 5000,
      invoicingRule: input.rule,
      invoicingDay: input.day ?? null,
    })
    .returning();
  return series;
}
async function visit(series: { id: string; businessId: string; customerId: string }, date: string, status: "completed" | "scheduled" = "completed") {
  const at = new Date(`${date}T14:00:00Z`);
  const [row] = await db
    .insert(s.jobs)
    .values({ businessId: series.businessId, customerId: series.customerId, seriesId: series.id, occurrenceDate: date, scheduledDate: at, status, completedAt: status === "completed" ? at : null })
    .returning();
  return row;
}
const invoicesOf = (customerId: string) => db.select().from(s.invoices).where(eq(s.invoices.customerId, customerId)).orderBy(asc(s.invoices.invoiceNumber));
const linesOf = (invoiceId: string) => db.select().from(s.invoiceLineItems).where(eq(s.invoiceLineItems.invoiceId, invoiceId)).orderBy(s.invoiceLineItems.position);

describe("invoicing rules of recurring jobs", () => {
  it("after each visit: one invoice per completed visit, and a second run creates nothing", async () => {
    const customer = await createCustomer(db, business.id);
    const series = await job({ customerId: customer.id, rule: "after_each_visit" });
    await visit(series, "2026-10-06");
    await visit(series, "2026-10-13");
    await visit(series, "2026-10-20", "scheduled");
    await runInvoicingRules(db, new Date("2026-10-14T12:00:00Z"));
    const created = await invoicesOf(customer.id);
    expect(created).toHaveLength(2);
    expect(created.map((i) => [i.status, i.amountCents]).sort()).toEqual([
      ["draft", 5500],
      ["draft", 5500],
    ]);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, business.id), eq(s.auditLog.action, "invoice.batch_created")));
    expect(audit).toMatchObject({ actorType: "system", actorId: null });
    expect(audit.meta).toMatchObject({ task: "invoices-run-rules", source: "rule:after_each_visit", invoiceCount: 2 });

    await runInvoicingRules(db, new Date("2026-10-14T12:15:00Z"));
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });

  it("monthly on the 5th: from that day, one invoice per customer for all their monthly jobs' visits of the months before", async () => {
    const customer = await createCustomer(db, business.id);
    const front = await job({ customerId: customer.id, rule: "monthly", day: 5, title: "Front lawn" });
    const back = await job({ customerId: customer.id, rule: "monthly", day: 5, title: "Back garden", priceCents: 7000 });
    await visit(front, "2026-10-06");
    await visit(front, "2026-10-27");
    await visit(back, "2026-10-13");
    await visit(front, "2026-11-03"); // this month: waits for December's run

    // Nov 4, 23:00 in New York is still before the 5th there.
    await runInvoicingRules(db, new Date("2026-11-05T04:00:00Z"));
    expect(await invoicesOf(customer.id)).toHaveLength(0);
    const preview = await previewJobInvoicing({ businessId: business.id }, front.id, new Date("2026-11-05T04:00:00Z"));
    // Front lawn's October visits (2 × $50.00 + 10% tax).
    expect(preview).toMatchObject({ rule: "monthly", invoicingDay: 5, nextRun: "2026-11-05", visitCount: 2, totalCents: 11000 });

    await runInvoicingRules(db, new Date("2026-11-05T14:00:00Z"));
    const [invoice, ...more] = await invoicesOf(customer.id);
    expect(more).toEqual([]);
    expect((await linesOf(invoice.id)).map((l) => l.description)).toEqual(["Front lawn — Oct 6, 2026", "Back garden — Oct 13, 2026", "Front lawn — Oct 27, 2026"]);
    expect(invoice).toMatchObject({ subtotalCents: 17000, taxAmountCents: 1700, amountCents: 18700 });

    // Later the same month, and again: nothing new; November's visit waits for December 5.
    await runInvoicingRules(db, new Date("2026-11-20T14:00:00Z"));
    await runInvoicingRules(db, new Date("2026-11-20T14:00:00Z"));
    expect(await invoicesOf(customer.id)).toHaveLength(1);
    expect(await previewJobInvoicing({ businessId: business.id }, front.id, new Date("2026-11-20T14:00:00Z"))).toMatchObject({ nextRun: "2026-12-05", visitCount: 1, totalCents: 5500 });
    await runInvoicingRules(db, new Date("2026-12-05T14:00:00Z"));
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });

  it("when the job ends: nothing while a visit is left to do, then all its visits on one invoice", async () => {
    const customer = await createCustomer(db, business.id);
    const series = await job({ customerId: customer.id, rule: "job_end", rrule: "FREQ=WEEKLY;BYDAY=TU;COUNT=3" });
    await visit(series, "2026-09-01");
    await visit(series, "2026-09-08");
    const last = await visit(series, "2026-09-15", "scheduled");
    const now = new Date("2026-09-20T12:00:00Z");
    await runInvoicingRules(db, now);
    expect(await invoicesOf(customer.id)).toHaveLength(0);
    expect(await previewJobInvoicing({ businessId: business.id }, series.id, now)).toMatchObject({ rule: "job_end", nextRun: null, visitCount: 3, totalCents: 16500 });

    await db.update(s.jobs).set({ status: "completed", completedAt: now }).where(eq(s.jobs.id, last.id));
    await runInvoicingRules(db, now);
    await runInvoicingRules(db, now);
    const [invoice, ...more] = await invoicesOf(customer.id);
    expect(more).toEqual([]);
    expect(await linesOf(invoice.id)).toHaveLength(3);
    expect(invoice.amountCents).toBe(16500);

    // A job still repeating (no end) is never "ended" by its completed visits alone.
    const ongoing = await job({ customerId: customer.id, rule: "job_end" });
    await visit(ongoing, "2026-09-01");
    await runInvoicingRules(db, now);
    expect(await invoicesOf(customer.id)).toHaveLength(1);
    // Cancelling it ends it.
    await db.update(s.jobSeries).set({ status: "cancelled" }).where(eq(s.jobSeries.id, ongoing.id));
    await runInvoicingRules(db, now);
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });

  it("stores the rule with an audit entry, and another business's job is not found", async () => {
    const customer = await createCustomer(db, business.id);
    const series = await job({ customerId: customer.id, rule: "after_each_visit" });
    await setJobInvoicingRule({ businessId: business.id }, { jobId: series.id, rule: "monthly", invoicingDay: 15 }, { type: "staff", userId: business.owner.id });
    const [row] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, series.id));
    expect(row).toMatchObject({ invoicingRule: "monthly", invoicingDay: 15 });
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, series.id), eq(s.auditLog.action, "job.invoicing_rule_changed")));
    expect(audit.meta).toEqual({ from: { rule: "after_each_visit", day: null }, to: { rule: "monthly", day: 15 } });
    const other = await createBusiness(db);
    try {
      await expect(setJobInvoicingRule({ businessId: other.id }, { jobId: series.id, rule: "manual", invoicingDay: null }, { type: "staff", userId: other.owner.id })).rejects.toMatchObject({ code: "not_found" });
      await expect(previewJobInvoicing({ businessId: other.id }, series.id)).rejects.toMatchObject({ code: "not_found" });
    } finally {
      await db.delete(s.businesses).where(inArray(s.businesses.id, [other.id]));
    }
  });
});

describe("sending what the rules create (Settings → Payments → Invoicing)", () => {
  const noticesOf = (customerId: string) => db.select({ kind: s.notifications.kind, title: s.notifications.title }).from(s.notifications).where(eq(s.notifications.customerId, customerId));
  const invoiceEmailsTo = (email: string) => db.select({ subject: s.emailOutbox.subject }).from(s.emailOutbox).where(and(eq(s.emailOutbox.toAddress, email), like(s.emailOutbox.subject, "New invoice%")));
  const attemptsOf = (invoiceId: string) => db.select().from(s.autopayAttempts).where(eq(s.autopayAttempts.invoiceId, invoiceId));
  const ledgerOf = (invoiceId: string) => db.select({ kind: s.ledgerEntries.kind, amountCents: s.ledgerEntries.amountCents }).from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, invoiceId));

  it("off (the default): the rules' invoices wait as drafts; nobody is told, nothing is charged", async () => {
    expect(await getInvoicingSettings({ businessId: business.id })).toEqual({ autoSendRuleInvoices: false });
    const customer = await createCustomer(db, business.id);
    await visit(await job({ customerId: customer.id, rule: "after_each_visit" }), "2026-10-06");
    await runInvoicingRules(db, new Date("2026-10-07T12:00:00Z"));
    const [invoice, ...more] = await invoicesOf(customer.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ status: "draft", sentAt: null });
    expect(await noticesOf(customer.id)).toEqual([]);
    expect(await invoiceEmailsTo(customer.email!)).toEqual([]);
    expect(await ledgerOf(invoice.id)).toEqual([]);
  });

  it("on: each invoice a run creates is sent like a batch send — customer notified, ledger, and an autopay customer's charge scheduled", async () => {
    const sender = await createBusiness(db, { taxRate: 0, timezone: TZ });
    try {
      const scope = { businessId: sender.id };
      await updateInvoicingSettings(scope, { autoSendRuleInvoices: true }, { userId: sender.owner.id, ip: null });
      expect(await getInvoicingSettings(scope)).toEqual({ autoSendRuleInvoices: true });
      const [changed] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, sender.id), eq(s.auditLog.action, "settings.invoicing_updated")));
      expect(changed).toMatchObject({ actorType: "staff", actorId: sender.owner.id, meta: { autoSendRuleInvoices: { from: false, to: true } } });

      // One customer pays by autopay (a saved card on the business's connected account), one does not.
      await db.update(s.businesses).set({ paymentProvider: "stripe", stripeAccountId: "acct_test_rules" }).where(eq(s.businesses.id, sender.id));
      const autopay = await createCustomer(db, sender.id);
      await db.insert(s.customerPaymentCards).values({ businessId: sender.id, customerId: autopay.id, stripeAccountId: "acct_test_rules", stripeCustomerId: "cus_test_rules", paymentMethodId: "pm_test_rules", cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12, cardExpYear: 2030, autopayEnabled: true, autopayEnabledAt: new Date() });
      const plain = await createCustomer(db, sender.id);
      await visit(await job({ businessId: sender.id, customerId: autopay.id, rule: "after_each_visit" }), "2026-10-06");
      await visit(await job({ businessId: sender.id, customerId: plain.id, rule: "monthly", day: 1, priceCents: 7000 }), "2026-10-13");

      const result = await runInvoicingRules(db, new Date("2026-11-02T12:00:00Z"));
      expect(result.sent).toBe(2);
      const [autopayInvoice] = await invoicesOf(autopay.id);
      const [plainInvoice] = await invoicesOf(plain.id);
      for (const [invoice, customer, cents] of [[autopayInvoice, autopay, 5000], [plainInvoice, plain, 7000]] as const) {
        expect(invoice).toMatchObject({ status: "pending", amountCents: cents });
        expect(invoice.sentAt).not.toBeNull();
        expect(await ledgerOf(invoice.id)).toEqual([{ kind: "invoice_issued", amountCents: cents }]);
        expect(await noticesOf(customer.id)).toEqual([{ kind: "invoice", title: `New invoice ${invoice.invoiceNumber}` }]);
        expect(await invoiceEmailsTo(customer.email!)).toHaveLength(1);
      }
      expect(await attemptsOf(autopayInvoice.id)).toMatchObject([{ attemptNo: 1, status: "scheduled", customerId: autopay.id }]);
      expect(await attemptsOf(plainInvoice.id)).toEqual([]);

      const audits = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, sender.id), inArray(s.auditLog.action, ["invoice.sent", "invoice.batch_sent"])));
      expect(audits.filter((a) => a.action === "invoice.sent")).toHaveLength(2);
      expect(audits.filter((a) => a.action === "invoice.sent").every((a) => a.actorType === "system" && (a.meta as { task?: string }).task === "invoices-run-rules")).toBe(true);
      const [batch, ...moreBatches] = audits.filter((a) => a.action === "invoice.batch_sent");
      expect(moreBatches).toEqual([]);
      expect(batch.meta).toMatchObject({ task: "invoices-run-rules", failed: [] });
      expect(new Set((batch.meta as { sent: string[] }).sent)).toEqual(new Set([autopayInvoice.id, plainInvoice.id]));

      // Idempotent: a second run creates and sends nothing more.
      expect((await runInvoicingRules(db, new Date("2026-11-02T12:15:00Z"))).sent).toBe(0);
      expect(await noticesOf(autopay.id)).toHaveLength(1);
      expect(await attemptsOf(autopayInvoice.id)).toHaveLength(1);
    } finally {
      await db.delete(s.businesses).where(eq(s.businesses.id, sender.id));
    }
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createCustomer } from "@/lib/customers/create-customer";
import { createCustomerSchema, updateCustomerSchema } from "@/lib/customers/customer-schema";
import { getCustomerDetail } from "@/lib/customers/get-customer-detail";
import { setCustomerArchived } from "@/lib/customers/set-customer-archived";
import { updateCustomer } from "@/lib/customers/update-customer";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { issuedInvoice } from "@/tests/support/invoice-fixtures";
import { createBusiness, createCustomer as insertCustomer, createInvoice, createSession } from "@/tests/support/portal-fixtures";

/** Customer records from the business side: create, edit, archive, balance (lib/customers). */

const valid = (overrides: Record<string, unknown> = {}) =>
  createCustomerSchema.parse({ firstName: "Maya", lastName: "Lopez", email: "maya@example.test", phone: "(614) 555-0101", tags: "weekly, Weekly, vip ", ...overrides });

describe("the customer schema (spec §5 messages)", () => {
  it("answers the spec's first message for each bad field", () => {
    const first = (input: Record<string, unknown>) => createCustomerSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ firstName: "", lastName: "Lopez" })).toBe("First name is required");
    expect(first({ firstName: "M4ya", lastName: "Lopez" })).toBe("First name can only contain letters, spaces, hyphens, and apostrophes");
    expect(first({ firstName: "Maya", lastName: "x".repeat(51) })).toBe("Last name is too long");
    expect(first({ firstName: "Maya", lastName: "Lopez", email: "nope" })).toBe("Please enter a valid email address");
    expect(first({ firstName: "Maya", lastName: "Lopez", email: `${"a".repeat(250)}@x.io` })).toBe("Email address is too long");
    expect(first({ firstName: "Maya", lastName: "Lopez", phone: "12345" })).toBe("Phone number must be between 10 and 15 digits");
    expect(first({ firstName: "Maya", lastName: "Lopez", phone: "call me" })).toBe("Please enter a valid phone number");
    expect(first({ firstName: "Maya", lastName: "Lopez", zip: "43!09" })).toBe("Invalid format");
  });

  it("keeps tags trimmed and de-duplicated ignoring case, and an empty email as none", () => {
    expect(valid().tags).toEqual(["weekly", "vip"]);
    expect(valid({ email: "" }).email).toBeNull();
  });

  it("leaves fields out of an edit untouched and clears a field given as empty", () => {
    const parsed = updateCustomerSchema.parse({ customerId: "7d1b6a36-8d0e-4b0c-9a59-0e8a3a1f7e11", phone: "" });
    expect(parsed).toEqual({ customerId: "7d1b6a36-8d0e-4b0c-9a59-0e8a3a1f7e11", phone: null });
  });
});

describe("create and edit", () => {
  it("creates a customer of the business with no portal access, and refuses a second with the same email (any case)", async () => {
    const biz = await createBusiness(db);
    const created = await createCustomer({ businessId: biz.id }, valid());
    expect(created).toMatchObject({ firstName: "Maya", email: "maya@example.test", tags: ["weekly", "vip"], portalAccessStatus: "none", status: "active", servicePlan: "Standard Plan" });
    await expect(createCustomer({ businessId: biz.id }, valid({ email: "MAYA@example.test" }))).rejects.toMatchObject({ code: "conflict", message: "A customer with this email address already exists" });
    // Another business may have the same person.
    const other = await createBusiness(db);
    await expect(createCustomer({ businessId: other.id }, valid())).resolves.toMatchObject({ email: "maya@example.test" });
  });

  it("edits only the given fields; another business's id is not found and unchanged", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const created = await createCustomer({ businessId: biz.id }, valid());
    const updated = await updateCustomer({ businessId: biz.id }, created.id, { phone: null, notes: "Gate sticks", tags: ["monthly"] });
    expect(updated).toMatchObject({ firstName: "Maya", phone: null, notes: "Gate sticks", tags: ["monthly"] });
    await expect(updateCustomer({ businessId: other.id }, created.id, { firstName: "Mallory" })).rejects.toMatchObject({ code: "not_found" });
    expect((await getCustomerDetail({ businessId: biz.id }, created.id)).firstName).toBe("Maya");
  });
});

describe("archive", () => {
  it("hides nothing from the database, closes portal sessions and access, audits, and restores", async () => {
    const biz = await createBusiness(db);
    const customer = await insertCustomer(db, biz.id);
    await createInvoice(db, { businessId: biz.id, customerId: customer.id });
    await createSession(db, biz.id, customer.id);
    const actor = { businessId: biz.id, userId: biz.owner.id };
    expect(await setCustomerArchived(actor, customer.id, true)).toEqual({ archived: true });
    const archived = await getCustomerDetail({ businessId: biz.id }, customer.id);
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.portalAccessStatus).toBe("disabled");
    expect(await db.select().from(s.customerSessions).where(eq(s.customerSessions.customerId, customer.id))).toEqual([]);
    expect(await db.select().from(s.invoices).where(eq(s.invoices.customerId, customer.id))).toHaveLength(1);
    await setCustomerArchived(actor, customer.id, false);
    expect((await getCustomerDetail({ businessId: biz.id }, customer.id)).archivedAt).toBeNull();
    const audit = await db
      .select({ action: s.auditLog.action, actorId: s.auditLog.actorId })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, customer.id)))
      .orderBy(s.auditLog.createdAt);
    expect(audit.map((row) => row.action)).toEqual(["customer.archived", "customer.restored"]);
    expect(audit[0].actorId).toBe(biz.owner.id);
  });

  it("answers not found for another business's customer", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const customer = await insertCustomer(db, other.id);
    await expect(setCustomerArchived({ businessId: biz.id }, customer.id, true)).rejects.toMatchObject({ code: "not_found" });
    expect((await getCustomerDetail({ businessId: other.id }, customer.id)).archivedAt).toBeNull();
  });
});

describe("outstanding balance", () => {
  it("sums what is still owed on pending and overdue invoices: amount less what was paid and credited", async () => {
    const biz = await createBusiness(db, { taxRate: 0 });
    const customer = await insertCustomer(db, biz.id);
    const actor = { type: "staff" as const, userId: biz.owner.id, ip: null };
    const pending = await issuedInvoice({ businessId: biz.id }, customer.id, actor, 10_000);
    const overdue = await issuedInvoice({ businessId: biz.id }, customer.id, actor, 2_500);
    await db.update(s.invoices).set({ status: "overdue" }).where(eq(s.invoices.id, overdue.id));
    const paid = await issuedInvoice({ businessId: biz.id }, customer.id, actor, 99_999);
    await recordPayment({ businessId: biz.id }, { invoiceId: paid.id, amountCents: 99_999, method: "cash", note: null }, actor);
    await createInvoice(db, { businessId: biz.id, customerId: customer.id }, { status: "draft", amountCents: 7_777 });
    await recordPayment({ businessId: biz.id }, { invoiceId: pending.id, amountCents: 4_000, method: "check", note: null }, actor);
    // A credit settles as much as a payment does (issue 37: the list and the page had left credits out).
    await applyInvoiceCredit({ businessId: biz.id }, { invoiceId: pending.id, amountCents: 1_000, reason: "Missed visit" }, actor);
    const detail = await getCustomerDetail({ businessId: biz.id }, customer.id);
    expect(detail.outstandingBalanceCents).toBe(5_000 + 2_500);
    // …and agrees with the ledger-kept balance the portal shows.
    const [row] = await db.select({ ledger: s.customers.outstandingBalanceCents }).from(s.customers).where(eq(s.customers.id, customer.id));
    expect(row.ledger).toBe(detail.outstandingBalanceCents);
  });
});

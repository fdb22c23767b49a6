import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import {
  DEMO_BUSINESS_NAMES, DEMO_EMAILS, DEMO_INVITATION_TOKEN, DEMO_LOCATIONS, DEMO_NUMBERS, DEMO_PASSWORD, DEMO_SPARKLE_CUSTOM_DOMAIN,
} from "@/db/seed/demo-constants";
import { verifyPassword } from "@/lib/security/passwords";
import { hashToken, sha256Hex } from "@/lib/security/tokens";
import { storageFromEnv } from "@/lib/files/storage/storage";
import type { StorageDriver } from "@/lib/files/storage/types";
import { provisionTestDatabase } from "../support/test-database";

const storage = storageFromEnv();

async function businessBySubdomain(subdomain: string) {
  const [row] = await db.select().from(s.businesses).where(eq(s.businesses.portalSubdomain, subdomain));
  expect(row, subdomain).toBeDefined();
  return row;
}
async function userByEmail(email: string) {
  const [row] = await db.select().from(s.users).where(eq(s.users.email, email));
  expect(row, email).toBeDefined();
  return row;
}
async function customerByEmail(businessId: string, email: string) {
  const [row] = await db
    .select()
    .from(s.customers)
    .where(and(eq(s.customers.businessId, businessId), eq(s.customers.email, email)));
  expect(row, email).toBeDefined();
  return row;
}

/** Row counts of every application table, to prove a second seed changes nothing. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await client<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [{ n }] = await client.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table_name}"`);
      counts[table_name] = n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

function isPng(bytes: Uint8Array) {
  return Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

describe("demo seed: accounts and businesses", () => {
  it("creates every demo login with the demo password and the right type", async () => {
    const expected: Array<[string, string]> = [
      [DEMO_EMAILS.superadmin, "superadmin"],
      [DEMO_EMAILS.greenleafOwner, "business_owner"],
      [DEMO_EMAILS.greenleafEmployee, "employee"],
      [DEMO_EMAILS.sparkleOwner, "business_owner"],
      [DEMO_EMAILS.dormantOwner, "business_owner"],
    ];
    for (const [email, type] of expected) {
      const user = await userByEmail(email);
      expect(user.userType, email).toBe(type);
      expect(user.passwordHash, email).toMatch(/^\$argon2id\$/);
    }
    expect(await verifyPassword((await userByEmail(DEMO_EMAILS.greenleafOwner)).passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword((await userByEmail(DEMO_EMAILS.greenleafOwner)).passwordHash, "demo1234!")).toBe(false);
    const superadmin = await userByEmail(DEMO_EMAILS.superadmin);
    expect(await db.select().from(s.superadminProfiles).where(eq(s.superadminProfiles.userId, superadmin.id))).toHaveLength(1);
  });

  it("seeds Greenleaf's profile, its owner and a default-permission employee", async () => {
    const greenleaf = await businessBySubdomain("greenleaf");
    expect(greenleaf).toMatchObject({
      companyName: DEMO_BUSINESS_NAMES.greenleaf,
      themePrimaryColor: "#15803d",
      themeSecondaryColor: "#dcfce7",
      companyLogo: "/brand/greenleaf-logo.svg",
      timezone: "America/New_York",
      taxRate: 8.25,
      portalEnabled: true,
    });
    expect(greenleaf.businessEmail).toBeTruthy();
    expect(greenleaf.businessPhone).toBeTruthy();
    expect(greenleaf.businessAddress).toBeTruthy();
    expect(greenleaf.paymentInstructions).toBeTruthy();
    const members = await db
      .select({ role: s.businessMembers.role, template: s.businessMembers.roleTemplate, permissions: s.businessMembers.permissions, email: s.users.email })
      .from(s.businessMembers)
      .innerJoin(s.users, eq(s.users.id, s.businessMembers.userId))
      .where(eq(s.businessMembers.businessId, greenleaf.id));
    expect(members).toEqual(
      expect.arrayContaining([
        { role: "owner", template: null, permissions: null, email: DEMO_EMAILS.greenleafOwner },
        { role: "employee", template: null, permissions: null, email: DEMO_EMAILS.greenleafEmployee },
      ]),
    );
    expect(greenleaf.ownerUserId).toBe((await userByEmail(DEMO_EMAILS.greenleafOwner)).id);
  });

  it("gives Greenleaf one service of each pricing kind", async () => {
    const greenleaf = await businessBySubdomain("greenleaf");
    const services = await db.select().from(s.services).where(eq(s.services.businessId, greenleaf.id));
    const byName = Object.fromEntries(services.map((row) => [row.name, row]));
    expect(byName["Lawn Aeration"]).toMatchObject({ billingMethod: "per_square_foot", priceCents: 5, active: true });
    expect(byName["Hedge Trimming"]).toMatchObject({ billingMethod: "hourly", priceCents: 6500, active: true });
    expect(byName["Weekly Mowing"]).toMatchObject({ isRecurring: true, recurringInterval: "week", priceCents: 4500, active: true });
    expect(byName["Landscape Design Consultation"]).toMatchObject({ priceCents: null, active: true });
    expect(byName["Snow Removal"]).toMatchObject({ active: false });
    expect(services.length).toBeGreaterThanOrEqual(6);
  });

  it("seeds Sparkle on its verified custom domain, and Dormant with its portal off", async () => {
    const sparkle = await businessBySubdomain("sparkle");
    expect(sparkle.customDomain).toBe(DEMO_SPARKLE_CUSTOM_DOMAIN);
    expect(sparkle.customDomainVerifiedAt).toBeInstanceOf(Date);
    expect(sparkle.companyLogo).toBe("/brand/sparkle-logo.svg");
    expect(sparkle.ownerUserId).toBe((await userByEmail(DEMO_EMAILS.sparkleOwner)).id);
    const emma = await customerByEmail(sparkle.id, DEMO_EMAILS.sparkleCustomer);
    expect(emma.portalAccessStatus).toBe("active");
    expect(await verifyPassword(emma.passwordHash, DEMO_PASSWORD)).toBe(true);
    const quotes = await db.select().from(s.quotes).where(eq(s.quotes.customerId, emma.id));
    expect(quotes.filter((q) => q.status === "sent").map((q) => q.quoteNumber)).toEqual([DEMO_NUMBERS.sparkleSentQuote]);
    expect(await db.select().from(s.invoices).where(eq(s.invoices.customerId, emma.id))).not.toHaveLength(0);
    const [conversation] = await db.select().from(s.conversations).where(eq(s.conversations.customerId, emma.id));
    expect((await db.select().from(s.messages).where(eq(s.messages.conversationId, conversation.id))).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(s.services).where(eq(s.services.businessId, sparkle.id))).length).toBeGreaterThanOrEqual(2);

    const dormant = await businessBySubdomain("dormant");
    expect(dormant.portalEnabled).toBe(false);
    expect(dormant.ownerUserId).toBe((await userByEmail(DEMO_EMAILS.dormantOwner)).id);
  });

  it("runs Greenleaf from two locations: Columbus (the default) and Dayton with its manager, crew, customers and visits (issue 38)", async () => {
    const greenleaf = await businessBySubdomain("greenleaf");
    const locations = await db.select().from(s.locations).where(eq(s.locations.businessId, greenleaf.id));
    expect(locations.map((l) => [l.name, l.isDefault]).sort()).toEqual([
      [DEMO_LOCATIONS.columbus, true],
      [DEMO_LOCATIONS.dayton, false],
    ]);
    const dayton = locations.find((l) => l.name === DEMO_LOCATIONS.dayton)!;
    expect(dayton.postalCodes).toHaveLength(39);
    expect(dayton.postalCodes[0]).toBe("45402");
    expect(dayton.postalCodes.at(-1)).toBe("45440");
    const customers = await db.select().from(s.customers).where(eq(s.customers.businessId, greenleaf.id));
    const inDayton = customers.filter((c) => c.locationId === dayton.id);
    expect(inDayton.map((c) => c.zip!.slice(0, 3))).toEqual(Array(5).fill("454"));
    expect(customers.filter((c) => c.locationId !== dayton.id).every((c) => !c.zip?.startsWith("454"))).toBe(true);
    const daytonVisits = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, greenleaf.id), eq(s.jobs.locationId, dayton.id)));
    expect(daytonVisits.length).toBe(10);
    const [manager] = await db.select().from(s.users).where(eq(s.users.email, DEMO_EMAILS.greenleafDaytonManager));
    const [member] = await db.select().from(s.businessMembers).where(eq(s.businessMembers.userId, manager.id));
    expect(member.roleTemplate).toBe("manager");
    const limits = await db.select().from(s.memberLocations).where(eq(s.memberLocations.memberId, member.id));
    expect(limits.map((l) => l.locationId)).toEqual([dayton.id]);
  });

  it("seeds 42 more Greenleaf customers without portal access (4 archived), with tags and properties, and the pending invitation", async () => {
    const greenleaf = await businessBySubdomain("greenleaf");
    const customers = await db.select().from(s.customers).where(eq(s.customers.businessId, greenleaf.id));
    expect(customers.length).toBeGreaterThanOrEqual(40);
    const others = customers.filter((c) => c.email !== DEMO_EMAILS.greenleafCustomer && c.email !== DEMO_EMAILS.greenleafInvitee && !c.tags.includes("dayton"));
    expect(others).toHaveLength(42);
    expect(others.every((c) => c.portalAccessStatus !== "active" && c.passwordHash === null && c.address && c.lastName && c.tags.length > 0)).toBe(true);
    expect(new Set(others.map((c) => c.email)).size).toBe(42);
    const archived = others.filter((c) => c.archivedAt !== null);
    expect(archived).toHaveLength(4);
    expect(archived.every((c) => c.portalAccessStatus === "disabled")).toBe(true);
    expect(others.filter((c) => c.status === "lead").length).toBeGreaterThan(0);
    const othersIds = new Set(others.map((c) => c.id));
    const properties = (await db.select().from(s.properties).where(eq(s.properties.businessId, greenleaf.id))).filter((p) => othersIds.has(p.customerId));
    expect(new Set(properties.map((p) => p.customerId)).size).toBe(42);
    expect(properties.filter((p) => p.isPrimary)).toHaveLength(42);
    expect(properties.some((p) => p.gateCode) && properties.some((p) => p.pets) && properties.some((p) => p.hazards)).toBe(true);

    const ivy = await customerByEmail(greenleaf.id, DEMO_EMAILS.greenleafInvitee);
    expect(ivy).toMatchObject({ firstName: "Ivy", lastName: "Invitee", portalAccessStatus: "invited", passwordHash: null });
    expect(DEMO_INVITATION_TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ivy.invitationTokenHash).toBe(hashToken(DEMO_INVITATION_TOKEN));
    const validity = ivy.invitationExpiresAt!.getTime() - ivy.invitationSentAt!.getTime();
    expect(validity).toBe(7 * 24 * 60 * 60 * 1000);
    expect(ivy.invitationExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, DEMO_EMAILS.greenleafInvitee));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ template: "customer-portal-invitation", status: "logged", businessId: greenleaf.id });
    expect(emails[0].subject).toBe("Greenleaf Lawn Care invited you to your customer portal");
    expect(emails[0].text).toContain(`http://greenleaf.localhost:3000/register?token=${DEMO_INVITATION_TOKEN}`);
    expect(emails[0].html).toContain("#15803d");
  });

  it("adds waitlist entries and platform settings", async () => {
    // Other files of the run share this database and add their own entries: count the seed's.
    const seeded = ["priya@brightpaws.example", "tom@beckerwash.example", "alicia@cleanspaces.example"];
    const entries = await db.select().from(s.waitlistEntries).where(inArray(s.waitlistEntries.email, seeded));
    expect(entries.map((entry) => entry.businessName).sort()).toEqual([
      "Becker Pressure Washing", "Bright Paws Pet Care", "Clean Spaces Commercial",
    ]);
    const [signups] = await db.select().from(s.platformSettings).where(eq(s.platformSettings.key, "signups_open"));
    expect(signups.value).toBe(true);
  });
});

describe("demo seed: Jane Cooper's portal data", () => {
  let greenleafId: string;
  let jane: typeof s.customers.$inferSelect;
  beforeAll(async () => {
    greenleafId = (await businessBySubdomain("greenleaf")).id;
    jane = await customerByEmail(greenleafId, DEMO_EMAILS.greenleafCustomer);
  });

  it("is an active portal customer with a full address and the demo password", async () => {
    expect(jane).toMatchObject({ firstName: "Jane", lastName: "Cooper", portalAccessStatus: "active", servicePlan: "Premium Plan" });
    expect(jane.address && jane.city && jane.state && jane.zip && jane.phone).toBeTruthy();
    expect(await verifyPassword(jane.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it("has quotes in every state, two sent (one with more than 3 items, one without valid_until), all consistent", async () => {
    const quotes = await db.select().from(s.quotes).where(and(eq(s.quotes.businessId, greenleafId), eq(s.quotes.customerId, jane.id)));
    const byStatus = (status: string) => quotes.filter((q) => q.status === status);
    expect(byStatus("sent")).toHaveLength(2);
    expect(byStatus("approved")).toHaveLength(1);
    expect(byStatus("declined")).toHaveLength(1);
    expect(byStatus("draft")).toHaveLength(1);
    expect(byStatus("sent").filter((q) => q.validUntil === null)).toHaveLength(1);
    expect(quotes.every((q) => /^Q-\d{4}$/.test(q.quoteNumber ?? ""))).toBe(true);

    const items = await db.select().from(s.quoteLineItems).where(inArray(s.quoteLineItems.quoteId, quotes.map((q) => q.id)));
    const sentItemCounts = byStatus("sent").map((q) => items.filter((i) => i.quoteId === q.id).length);
    expect(Math.max(...sentItemCounts)).toBeGreaterThan(3);
    for (const quote of quotes) {
      const mine = items.filter((i) => i.quoteId === quote.id);
      expect(mine.length, quote.quoteNumber!).toBeGreaterThan(0);
      for (const item of mine) expect(item.amountCents).toBe(Math.round(item.quantity * item.rateCents));
      const subtotal = mine.reduce((sum, i) => sum + i.amountCents, 0);
      expect(quote.subtotalCents, quote.quoteNumber!).toBe(subtotal);
      expect(quote.taxAmountCents).toBe(Math.round((subtotal * 825) / 10000));
      expect(quote.totalAmountCents).toBe(quote.subtotalCents + quote.taxAmountCents);
    }
  });

  it("has invoices pending, paid (with a payment), overdue (past due) and draft, and the matching balance", async () => {
    const invoices = await db.select().from(s.invoices).where(and(eq(s.invoices.businessId, greenleafId), eq(s.invoices.customerId, jane.id)));
    expect(invoices.map((i) => i.status).sort()).toEqual(["draft", "overdue", "paid", "pending"]);
    expect(invoices.every((i) => /^INV-\d{4}$/.test(i.invoiceNumber ?? ""))).toBe(true);
    const paid = invoices.find((i) => i.status === "paid")!;
    expect(paid.paidDate).toBeTruthy();
    const payments = await db.select().from(s.payments).where(eq(s.payments.invoiceId, paid.id));
    expect(payments).toHaveLength(1);
    expect(payments[0].amountCents).toBe(paid.amountCents);
    const overdue = invoices.find((i) => i.status === "overdue")!;
    expect(new Date(`${overdue.dueDate}T23:59:59Z`).getTime()).toBeLessThan(Date.now());
    const items = await db.select().from(s.invoiceLineItems).where(inArray(s.invoiceLineItems.invoiceId, invoices.map((i) => i.id)));
    for (const invoice of invoices) {
      const subtotal = items.filter((i) => i.invoiceId === invoice.id).reduce((sum, i) => sum + i.amountCents, 0);
      expect(subtotal, invoice.invoiceNumber!).toBeGreaterThan(0);
      expect(invoice.subtotalCents).toBe(subtotal);
      expect(invoice.amountCents).toBe(invoice.subtotalCents + invoice.taxAmountCents);
    }
    const owed = invoices.filter((i) => i.status === "pending" || i.status === "overdue").reduce((sum, i) => sum + i.amountCents, 0);
    expect(owed).toBeGreaterThan(0);
    expect(jane.outstandingBalanceCents).toBe(owed);
  });

  it("keeps every Greenleaf invoice and customer balance equal to the ledger, with a partial payment and a void invoice (issue 12)", async () => {
    const { checkCustomerBalances, checkLedgerInvariant } = await import("@/lib/money/ledger/check-ledger-invariant");
    expect(await checkLedgerInvariant(db, { businessId: greenleafId })).toEqual([]);
    expect(await checkCustomerBalances(db, { businessId: greenleafId })).toEqual([]);
    const all = await db.select().from(s.invoices).where(eq(s.invoices.businessId, greenleafId));
    expect(new Set(all.map((i) => i.status))).toEqual(new Set(["draft", "pending", "paid", "overdue", "void"]));
    expect(all.some((i) => i.status === "pending" && i.amountPaidCents > 0 && i.amountPaidCents < i.amountCents)).toBe(true);
  });

  it("has a sent contract for the approved quote and a signed one whose signature hash matches its content", async () => {
    const contracts = await db.select().from(s.contracts).where(and(eq(s.contracts.businessId, greenleafId), eq(s.contracts.customerId, jane.id)));
    const sent = contracts.find((c) => c.status === "sent")!;
    const signed = contracts.find((c) => c.status === "signed")!;
    expect(sent.content!.length).toBeGreaterThan(300);
    const [approved] = await db.select().from(s.quotes).where(eq(s.quotes.id, sent.quoteId!));
    expect(approved.status).toBe("approved");
    expect(signed.signedDate).toBeInstanceOf(Date);
    const [signature] = await db.select().from(s.contractSignatures).where(eq(s.contractSignatures.contractId, signed.id));
    expect(signature.contentSha256).toBe(sha256Hex(signed.content!));
    expect(signature).toMatchObject({ consent: true, signerName: "Jane Cooper", customerId: jane.id });
    expect(signature.ip).toBeTruthy();
    expect(signature.userAgent).toBeTruthy();
    const png = Buffer.from(signature.signatureImage.replace(/^data:image\/png;base64,/, ""), "base64");
    expect(signature.signatureImage.startsWith("data:image/png;base64,")).toBe(true);
    expect(isPng(png)).toBe(true);
  });

  it("has a conversation of 6+ messages from both sides over several days, with a file and a quote link", async () => {
    const [conversation] = await db.select().from(s.conversations).where(and(eq(s.conversations.businessId, greenleafId), eq(s.conversations.customerId, jane.id)));
    const messages = await db.select().from(s.messages).where(eq(s.messages.conversationId, conversation.id)).orderBy(asc(s.messages.createdAt));
    expect(messages.length).toBeGreaterThanOrEqual(6);
    expect(new Set(messages.map((m) => m.senderType))).toEqual(new Set(["customer", "business"]));
    expect(new Set(messages.map((m) => m.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(3);
    expect(conversation.lastMessageAt?.getTime()).toBe(messages.at(-1)!.createdAt.getTime());

    const attachments = await db.select().from(s.messageAttachments).where(inArray(s.messageAttachments.messageId, messages.map((m) => m.id)));
    const file = attachments.filter((a) => a.kind === "file");
    const link = attachments.filter((a) => a.kind === "quote_link");
    expect(file).toHaveLength(1);
    expect(link).toHaveLength(1);
    expect(messages.find((m) => m.id === file[0].messageId)!.messageType).toBe("file");
    const [linked] = await db.select().from(s.quotes).where(eq(s.quotes.id, link[0].quoteId!));
    expect(linked).toMatchObject({ status: "sent", customerId: jane.id });

    const [stored] = await db.select().from(s.files).where(eq(s.files.id, file[0].fileId!));
    expect(stored).toMatchObject({ businessId: greenleafId, mimeType: "application/pdf" });
    const object = await storage.getObject(stored.storageKey);
    expect(object?.size).toBe(stored.size);
    expect((await fileTypeFromBuffer(object!.bytes))?.mime).toBe("application/pdf");
  });

  it("has weekly and bi-weekly recurring jobs with visits this week for the employee, and every visit belongs to a job", async () => {
    const series = await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, greenleafId));
    const rules = series.map((j) => j.rrule);
    expect(rules.some((r) => r?.startsWith("FREQ=WEEKLY;INTERVAL=1;"))).toBe(true);
    expect(rules.some((r) => r?.startsWith("FREQ=WEEKLY;INTERVAL=2;"))).toBe(true);
    const [employeeMember] = await db
      .select({ id: s.businessMembers.id })
      .from(s.businessMembers)
      .innerJoin(s.users, eq(s.users.id, s.businessMembers.userId))
      .where(eq(s.users.email, DEMO_EMAILS.greenleafEmployee));
    const recurringIds = series.filter((j) => j.rrule).map((j) => j.id);
    const visits = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, greenleafId), inArray(s.jobs.seriesId, recurringIds)));
    const weekAhead = Date.now() + 7 * 86_400_000;
    const thisWeek = visits.filter((v) => v.scheduledDate.getTime() < weekAhead && v.scheduledDate.getTime() > Date.now() - 7 * 86_400_000);
    expect(thisWeek.length).toBeGreaterThanOrEqual(4);
    expect(thisWeek.every((v) => v.assigneeMemberId === employeeMember.id)).toBe(true);
    const orphans = await db.select({ id: s.jobs.id }).from(s.jobs).where(and(eq(s.jobs.businessId, greenleafId), isNull(s.jobs.seriesId)));
    expect(orphans).toEqual([]);
  });

  it("has jobs completed (with before/after photos in storage), in progress, scheduled ahead and cancelled", async () => {
    const jobs = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, greenleafId), eq(s.jobs.customerId, jane.id)));
    const statuses = jobs.map((j) => j.status);
    for (const status of ["completed", "in_progress", "scheduled", "cancelled"]) expect(statuses).toContain(status);
    const now = Date.now();
    const completed = jobs.find((j) => j.status === "completed")!;
    expect(completed.scheduledDate.getTime()).toBeLessThan(now);
    expect(jobs.filter((j) => j.status === "scheduled").every((j) => j.scheduledDate.getTime() > now)).toBe(true);
    const inProgress = jobs.find((j) => j.status === "in_progress")!;
    expect(Math.abs(inProgress.scheduledDate.getTime() - now)).toBeLessThan(24 * 60 * 60 * 1000);
    expect(jobs.every((j) => j.serviceId !== null)).toBe(true);

    const [employeeMember] = await db
      .select({ id: s.businessMembers.id })
      .from(s.businessMembers)
      .innerJoin(s.users, eq(s.users.id, s.businessMembers.userId))
      .where(eq(s.users.email, DEMO_EMAILS.greenleafEmployee));
    expect(jobs.filter((j) => j.assigneeMemberId === null)).toHaveLength(1);
    expect(jobs.filter((j) => j.assigneeMemberId === employeeMember.id).length).toBeGreaterThanOrEqual(3);

    const photos = await db
      .select({ kind: s.jobPhotos.kind, key: s.files.storageKey, size: s.files.size, mime: s.files.mimeType, businessId: s.files.businessId })
      .from(s.jobPhotos)
      .innerJoin(s.files, eq(s.files.id, s.jobPhotos.fileId))
      .where(eq(s.jobPhotos.jobId, completed.id));
    expect(photos.map((p) => p.kind).sort()).toEqual(["after", "before"]);
    const bytes: Buffer[] = [];
    for (const photo of photos) {
      expect(photo).toMatchObject({ mime: "image/png", businessId: greenleafId });
      const object = await storage.getObject(photo.key);
      expect(object, photo.key).not.toBeNull();
      expect(object!.size).toBe(photo.size);
      expect(isPng(object!.bytes)).toBe(true);
      expect((await fileTypeFromBuffer(object!.bytes))?.mime).toBe("image/png");
      bytes.push(Buffer.from(object!.bytes));
    }
    expect(bytes[0].equals(bytes[1])).toBe(false);
  });

  it("has an active Weekly Mowing subscription and notifications", async () => {
    const subscriptions = await db
      .select({ status: s.customerServices.status, frequency: s.customerServices.frequency, name: s.services.name })
      .from(s.customerServices)
      .innerJoin(s.services, eq(s.services.id, s.customerServices.serviceId))
      .where(eq(s.customerServices.customerId, jane.id));
    expect(subscriptions).toEqual([{ status: "active", frequency: "week", name: "Weekly Mowing" }]);
    const notes = await db.select().from(s.notifications).where(eq(s.notifications.customerId, jane.id));
    expect(notes.length).toBeGreaterThanOrEqual(2);
  });

  it("has ratings of completed visits: Jane's answered 5 stars, one low rating with the owner's alert (issue 13)", async () => {
    const rows = await db
      .select({ customerId: s.feedback.customerId, rating: s.feedback.rating, reply: s.feedback.reply, status: s.jobs.status })
      .from(s.feedback)
      .innerJoin(s.jobs, and(eq(s.jobs.businessId, s.feedback.businessId), eq(s.jobs.id, s.feedback.jobId)))
      .where(eq(s.feedback.businessId, greenleafId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.status === "completed")).toBe(true);
    expect(rows.find((r) => r.customerId === jane.id)).toMatchObject({ rating: 5, reply: expect.stringContaining("Jane") });
    expect(rows.filter((r) => r.rating <= 2)).toHaveLength(1);
    const alerts = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, greenleafId), eq(s.notifications.kind, "low_rating")));
    expect(alerts).toHaveLength(1);
  });

  it("has eight months of recurring history for Reports: MRR by month, start-month cohorts, a paused job, the team's time on site, saved replies (issue 13)", async () => {
    const { loadRecurringReports, loadTeamReports } = await import("@/lib/reports/load-reports");
    const { dayOfMonthsAgo } = await import("@/db/seed/greenleaf/report-history");
    const scope = { businessId: greenleafId };
    const recurring = await loadRecurringReports(scope, {});
    const month = (monthsAgo: number) => dayOfMonthsAgo(recurring.today, monthsAgo, 1).slice(0, 7);
    const mrrOf = (monthsAgo: number) => recurring.mrr.months.find((m) => m.month === month(monthsAgo));
    // Eight months ago: weekly $45 (×52/12) and every-two-weeks $50 (×26/12); seven months ago another weekly $45.
    expect(mrrOf(8)).toEqual({ month: month(8), mrrCents: 19_500 + 10_833, series: 2 });
    expect(mrrOf(7)).toEqual({ month: month(7), mrrCents: 19_500 + 10_833 + 19_500, series: 3 });
    expect(recurring.mrr.pausedSeries).toBe(1);
    expect(recurring.mrr.pausedCents).toBe(10_833);
    const first = recurring.cohorts.find((c) => c.cohort === month(8))!;
    // Both started on the 10th with a visit that day; one stopped on the 20th three months ago.
    expect(first).toMatchObject({ customers: 2 });
    expect(first.active[0]).toBe(2);
    // Last month (a whole one, whatever today's date): only the weekly customer.
    expect(first.active.at(-2)).toBe(1);
    const team = await loadTeamReports(scope, {});
    // The employee and the owner both completed timed visits.
    for (const name of ["Marcus Bell", "Oliver Greenwood"]) {
      const row = team.employees.find((e) => e.name === name);
      expect(row?.visits, name).toBeGreaterThan(5);
      expect(row?.revenuePerHourCents, name).toBeGreaterThan(0);
    }
    const replies = await db.select().from(s.savedReplies).where(eq(s.savedReplies.businessId, greenleafId));
    expect(replies.map((r) => r.title).sort()).toEqual(["Rain delay", "Running late", "Thanks for your payment"]);
  });
});

describe("demo seed: idempotence and atomicity", () => {
  it("changes no row count when run a second time", async () => {
    const url = inject("databaseUrl");
    const before = await tableCounts(url);
    expect(before.businesses).toBeGreaterThanOrEqual(3);
    expect(await seedDemoData(url)).toEqual({ seeded: false });
    expect(await tableCounts(url)).toEqual(before);
  });

  describe("on an empty database", () => {
    let fresh: Awaited<ReturnType<typeof provisionTestDatabase>>;
    beforeAll(async () => {
      // On the run's Postgres server, or its own in-memory PGlite: never inside the seeded one.
      const serverUrl = inject("databaseServerUrl") ?? undefined;
      fresh = await provisionTestDatabase(`seedfail_${process.pid}`, { seed: false, serverUrl });
    }, 60_000);
    afterAll(async () => {
      await fresh?.stop();
    });

    it("leaves nothing behind when seeding fails part-way", async () => {
      let puts = 0;
      const failing: StorageDriver = {
        kind: "disk",
        async putObject() {
          puts += 1;
          if (puts === 2) throw new Error("disk full");
        },
        async getObject() {
          return null;
        },
        async deleteObject() {},
      };
      await expect(seedDemoData(fresh.url, { storage: failing })).rejects.toThrow("disk full");
      const counts = await tableCounts(fresh.url);
      // The migrations' own rows (their journal, the platform's data-version counter) are not the seed's.
      const nonEmpty = Object.entries(counts).filter(([table, n]) => n > 0 && !table.startsWith("__drizzle") && table !== "platform_data_version");
      expect(nonEmpty).toEqual([]);
    });

    it("then seeds completely on the next attempt", async () => {
      expect(await seedDemoData(fresh.url)).toEqual({ seeded: true });
      const counts = await tableCounts(fresh.url);
      expect(counts.businesses).toBe(3);
      // The superadmin, Greenleaf's owner, employee, Dayton manager and Dayton crew member, and the other two owners.
      expect(counts.users).toBe(7);
      const client = postgres(fresh.url, { max: 1, onnotice: () => {} });
      try {
        const [{ n }] = await client<{ n: number }[]>`SELECT count(*)::int AS n FROM customers WHERE email = ${DEMO_EMAILS.greenleafCustomer}`;
        expect(n).toBe(1);
      } finally {
        await client.end();
      }
    });
  });
});


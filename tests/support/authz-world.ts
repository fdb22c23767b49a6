/**
 * One "world" for authorisation tests (issue 9 item 4, issue 16): business A with its owner,
 * a default employee, customers A and B; business C ("other") with its owner and customer;
 * a superadmin. Every customer owns one of each customer-facing row (quote, contract,
 * invoice, job, message, notification, subscription, service request, pending invitation
 * for the businesses), each carrying a distinctive MARKER string, so a test can assert that
 * a response never contains a row its caller must not see.
 *
 * Plain Node (no server-only) and given a Drizzle `db`: Vitest and Playwright share it.
 */
import { randomUUID } from "node:crypto";
import * as schema from "../../db/schema";
import { hashPassword } from "../../lib/security/passwords";
import { CONTRACT_TEXT, createContract, createInvoice, createJob, createQuote, type FixtureDb } from "./portal-fixtures";

const s = schema;
export const WORLD_PASSWORD = "World!Pass123";

export type Owner = "A" | "B" | "C";
export type WorldCustomer = { id: string; businessId: string; email: string; markers: string[] };
export type WorldRows = {
  quoteId: string;
  contractId: string;
  invoiceId: string;
  jobId: string;
  conversationId: string;
  messageId: string;
  notificationId: string;
  subscriptionId: string;
  serviceRequestId: string;
  /** An answered (declined) reschedule request of the customer's visit: staff answering it again get 409. */
  rescheduleRequestId: string;
  /** A file row the customer uploaded (its bytes are not stored: enough for refusals). */
  fileId: string;
  /** A service address with access notes (the portal's My Account edits them). */
  propertyId: string;
};
export type WorldBusiness = {
  id: string;
  subdomain: string;
  ownerId: string;
  ownerEmail: string;
  serviceId: string;
  invitationId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
  savedReplyId: string;
  /** A second saved reply, for the delete action (so the update action still finds the first). */
  savedReplyToDeleteId: string;
  markers: string[];
};
export type World = {
  tag: string;
  a: WorldBusiness & { employeeId: string; employeeEmail: string; employeeMemberId: string };
  c: WorldBusiness;
  customerA: WorldCustomer & { rows: WorldRows };
  customerB: WorldCustomer & { rows: WorldRows };
  customerC: WorldCustomer & { rows: WorldRows };
  superadmin: { id: string; email: string };
  /** Every marker of a customer's own rows, by owner: A and B of business A, C of business C. */
  markersOf: (owner: Owner) => string[];
};

let passwordHash: Promise<string> | null = null;
const worldHash = () => (passwordHash ??= hashPassword(WORLD_PASSWORD));

async function createUser(db: FixtureDb, email: string, userType: string, firstName: string) {
  const [user] = await db
    .insert(s.users)
    .values({ email, userType, firstName, lastName: "World", passwordHash: await worldHash() })
    .returning();
  return user;
}

async function createWorldBusiness(db: FixtureDb, tag: string, letter: "a" | "c"): Promise<WorldBusiness> {
  const subdomain = `w${tag}${letter}`;
  const ownerEmail = `${subdomain}-owner@example.test`;
  const owner = await createUser(db, ownerEmail, "business_owner", `Owner${letter.toUpperCase()}`);
  const marker = `MK${tag}${letter.toUpperCase()}BIZ`;
  const [business] = await db
    .insert(s.businesses)
    .values({ companyName: `World ${marker}`, portalSubdomain: subdomain, ownerUserId: owner.id, taxRate: 8.25 })
    .returning();
  await db.insert(s.businessMembers).values({ businessId: business.id, userId: owner.id, role: "owner" });
  const serviceMarker = `MK${tag}${letter.toUpperCase()}SERVICE`;
  const [service] = await db
    .insert(s.services)
    .values({ businessId: business.id, name: `Service ${serviceMarker}`, priceCents: 5000, billingMethod: "flat" })
    .returning();
  const inviteMarker = `mk${tag}${letter}invite`;
  const [invitation] = await db
    .insert(s.invitations)
    .values({
      businessId: business.id,
      kind: "employee",
      email: `${inviteMarker}@example.test`,
      tokenHash: `world-${randomUUID()}`,
      invitedByUserId: owner.id,
      expiresAt: new Date(Date.now() + 7 * 86400_000),
    })
    .returning();
  // A webhook endpoint (on a name that never resolves, so nothing is ever sent) and one failed delivery.
  const [endpoint] = await db
    .insert(s.webhookEndpoints)
    .values({ businessId: business.id, url: `https://${subdomain}.webhooks.invalid/hooks`, events: ["service_request.created"], secret: `whsec_world_${subdomain}` })
    .returning();
  const [delivery] = await db
    .insert(s.webhookDeliveries)
    .values({ businessId: business.id, endpointId: endpoint.id, eventType: "service_request.created", eventId: randomUUID(), payload: { world: subdomain }, status: "failed", attempts: 6, nextAttemptAt: null })
    .returning();
  const replyMarker = `MK${tag}${letter.toUpperCase()}SAVEDREPLY`;
  const [savedReply, savedReplyToDelete] = await db
    .insert(s.savedReplies)
    .values([
      { businessId: business.id, title: `Reply ${replyMarker}`, body: `Body ${replyMarker}`, createdBy: owner.id },
      { businessId: business.id, title: `Spare ${replyMarker}`, body: `Spare body ${replyMarker}`, createdBy: owner.id },
    ])
    .returning();
  return {
    id: business.id,
    subdomain,
    ownerId: owner.id,
    ownerEmail,
    serviceId: service.id,
    invitationId: invitation.id,
    webhookEndpointId: endpoint.id,
    webhookDeliveryId: delivery.id,
    savedReplyId: savedReply.id,
    savedReplyToDeleteId: savedReplyToDelete.id,
    markers: [marker, serviceMarker, inviteMarker, replyMarker],
  };
}

async function createWorldCustomer(db: FixtureDb, tag: string, business: WorldBusiness, owner: Owner) {
  const m = (kind: string) => `MK${tag}${owner}${kind}`;
  const email = `w${tag}${owner.toLowerCase()}-customer@example.test`;
  const [customer] = await db
    .insert(s.customers)
    .values({
      businessId: business.id,
      firstName: m("FIRST"),
      lastName: m("LAST"),
      email,
      phone: "555-0100",
      address: m("ADDRESS"),
      portalAccessStatus: "active",
      passwordHash: await worldHash(),
    })
    .returning();
  const scope = { businessId: business.id, customerId: customer.id };
  const quote = await createQuote(db, scope, { title: m("QUOTE"), lines: [{ description: m("QLINE"), rate: 120 }] });
  const contract = await createContract(db, scope, { title: m("CONTRACT"), content: `${CONTRACT_TEXT}\n${m("CTEXT")}` });
  const invoice = await createInvoice(db, scope, { description: m("INVOICE"), notes: m("INOTES") });
  const job = await createJob(db, scope, { notes: m("JOB"), serviceId: business.serviceId });
  const [conversation] = await db.insert(s.conversations).values(scope).returning();
  const [message] = await db
    .insert(s.messages)
    .values({ businessId: business.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: `Hello ${m("MESSAGE")}` })
    .returning();
  const [notification] = await db
    .insert(s.notifications)
    .values({ businessId: business.id, recipientType: "customer", customerId: customer.id, kind: "quote", title: m("NOTIFY"), body: m("NBODY") })
    .returning();
  const [subscription] = await db
    .insert(s.customerServices)
    .values({ ...scope, serviceId: business.serviceId, status: "active", frequency: "weekly", startDate: "2026-01-05" })
    .returning();
  const [request] = await db
    .insert(s.serviceRequests)
    .values({ ...scope, serviceId: business.serviceId, notes: m("REQUEST") })
    .returning();
  const [rescheduleRequest] = await db
    .insert(s.visitRescheduleRequests)
    .values({ ...scope, jobId: job.id, visitStartsAt: job.scheduledDate, preferredDate: "2030-01-15", preferredTimeSlot: "8:00-10:00 AM", status: "declined", responseMessage: "Booked" })
    .returning();
  const [file] = await db
    .insert(s.files)
    .values({
      businessId: business.id,
      storageKey: `world/${randomUUID()}`,
      name: `${m("FILE")}.txt`,
      mimeType: "text/plain",
      size: 4,
      uploadedByType: "customer",
      uploadedById: customer.id,
    })
    .returning();
  const [property] = await db
    .insert(s.properties)
    .values({ ...scope, label: m("PROPERTY"), address: "1 World Way", gateCode: m("GATE"), isPrimary: true })
    .returning();
  const rows: WorldRows = {
    propertyId: property.id,
    quoteId: quote.id,
    contractId: contract.id,
    invoiceId: invoice.id,
    jobId: job.id,
    conversationId: conversation.id,
    messageId: message.id,
    notificationId: notification.id,
    subscriptionId: subscription.id,
    serviceRequestId: request.id,
    rescheduleRequestId: rescheduleRequest.id,
    fileId: file.id,
  };
  const markers = ["FIRST", "LAST", "ADDRESS", "QUOTE", "QLINE", "CONTRACT", "CTEXT", "INVOICE", "INOTES", "JOB", "MESSAGE", "NOTIFY", "NBODY", "REQUEST", "FILE", "PROPERTY", "GATE"].map(m);
  return { id: customer.id, businessId: business.id, email, markers, rows };
}

/** Builds a fresh world (unique names, so many worlds share one database). */
export async function createWorld(db: FixtureDb): Promise<World> {
  const tag = randomUUID().replace(/-/g, "").slice(0, 8);
  const a = await createWorldBusiness(db, tag, "a");
  const c = await createWorldBusiness(db, tag, "c");
  const employeeEmail = `w${tag}a-employee@example.test`;
  const employee = await createUser(db, employeeEmail, "employee", "EmployeeA");
  const [member] = await db.insert(s.businessMembers).values({ businessId: a.id, userId: employee.id, role: "employee" }).returning();
  const customerA = await createWorldCustomer(db, tag, a, "A");
  const customerB = await createWorldCustomer(db, tag, a, "B");
  const customerC = await createWorldCustomer(db, tag, c, "C");
  const superadminEmail = `w${tag}-superadmin@example.test`;
  const superadmin = await createUser(db, superadminEmail, "superadmin", "Super");
  await db.insert(s.superadminProfiles).values({ userId: superadmin.id });
  const byOwner = { A: customerA, B: customerB, C: customerC };
  return {
    tag,
    a: { ...a, employeeId: employee.id, employeeEmail, employeeMemberId: member.id },
    c,
    customerA,
    customerB,
    customerC,
    superadmin: { id: superadmin.id, email: superadminEmail },
    markersOf: (owner) => byOwner[owner].markers,
  };
}

import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { getDashboardFigures } from "@/lib/dashboard/get-dashboard-figures";
import { listBusinessContracts } from "@/lib/contracts/list-business-contracts";
import { getBusinessContract } from "@/lib/contracts/get-business-contract";
import { listContractsPage } from "@/lib/contracts/list-contracts-page";
import { getCustomerDetail } from "@/lib/customers/get-customer-detail";
import { listBusinessCustomers } from "@/lib/customers/list-business-customers";
import { listCustomerTags } from "@/lib/customers/list-customer-tags";
import { listCustomersPage } from "@/lib/customers/list-customers-page";
import { listBusinessReviews } from "@/lib/feedback/list-business-reviews";
import type { BusinessScope } from "@/lib/foundation/scope";
import { getBusinessConversation } from "@/lib/messaging/inbox/get-business-conversation";
import { listBusinessConversations } from "@/lib/messaging/inbox/list-business-conversations";
import { listConversationsAfter } from "@/lib/messaging/inbox/list-conversations-after";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { listBusinessInvoices } from "@/lib/money/invoices/list-business-invoices";
import { listInvoicesPage } from "@/lib/money/invoices/list-invoices-page";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";
import { listBusinessQuotes } from "@/lib/quotes/list-business-quotes";
import { listQuotesPage } from "@/lib/quotes/list-quotes-page";
import { loadReports } from "@/lib/reports/load-reports";
import { locationsSideBySide } from "@/lib/reports/locations-side-by-side";
import { findJobSeries, listJobSeriesPage } from "@/lib/scheduling/jobs/list-job-series-page";
import { listJobs } from "@/lib/scheduling/jobs/list-jobs";
import { getBusinessServiceRequest, listBusinessServiceRequests, listServiceRequestsPage } from "@/lib/scheduling/service-requests/list-business-service-requests";
import { getVisit } from "@/lib/scheduling/visits/get-visit";
import { listVisits } from "@/lib/scheduling/visits/list-visits";
import { createBusiness, createContract, createConversation, createCustomer, createInvoice, createJob, createQuote } from "@/tests/support/portal-fixtures";

/**
 * Issue 38 item 3: a location-limited scope reads only its locations' rows — in the operation's
 * WHERE, so every page, export and API answer built on it follows. A business with two
 * locations, a customer and a full set of work at each; each operation is asked as "East only"
 * and must show East's rows and none of West's, and a detail read of West's is not found.
 */
type Side = { customerId: string; quoteId: string; invoiceId: string; contractId: string; jobId: string; conversationId: string; requestId: string };

let business: Awaited<ReturnType<typeof createBusiness>>;
let eastLocationId: string;
let west: Side;
let east: Side;
let eastOnly: BusinessScope;
let everywhere: BusinessScope;

async function sideAt(zip: string, name: string): Promise<Side> {
  const customer = await createCustomer(db, business.id, { firstName: name, lastName: "Side", zip, tags: [name.toLowerCase()], status: "active" });
  const scope = { businessId: business.id, customerId: customer.id };
  const quote = await createQuote(db, scope, { title: `${name} quote` });
  const invoice = await createInvoice(db, scope, { description: `${name} invoice`, status: "pending", dueDate: "2020-01-01" });
  const contract = await createContract(db, scope, { title: `${name} contract` });
  const job = await createJob(db, scope, { scheduledDate: new Date(Date.now() + 3_600_000) });
  const conversation = await createConversation(db, scope);
  await db.insert(s.messages).values({ businessId: business.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: `${name} writes`, readBy: [] });
  await db.update(s.conversations).set({ lastMessageAt: new Date() }).where(eq(s.conversations.id, conversation.id));
  const [request] = await db.insert(s.serviceRequests).values({ ...scope, requestType: "one_time", status: "pending" }).returning();
  await db.insert(s.feedback).values({ ...scope, jobId: job.id, rating: 2, comment: `${name} feedback` });
  return { customerId: customer.id, quoteId: quote.id, invoiceId: invoice.id, contractId: contract.id, jobId: job.id, conversationId: conversation.id, requestId: request.id };
}

beforeAll(async () => {
  business = await createBusiness(db, { timezone: "UTC" });
  const [eastLocation] = await db.insert(s.locations).values({ businessId: business.id, name: "East", postalCodes: ["45402"] }).returning();
  eastLocationId = eastLocation.id;
  west = await sideAt("43215", "West");
  east = await sideAt("45402", "East");
  eastOnly = { businessId: business.id, locationIds: [eastLocationId] };
  everywhere = { businessId: business.id };
}, 60_000);

const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id).sort();
const visitWindow = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 7 * 86_400_000) };

describe("location scope in the domain operations (issue 38)", () => {
  it("places each row in its location through the database's defaults", async () => {
    const [row] = await db.select({ locationId: s.customers.locationId }).from(s.customers).where(eq(s.customers.id, east.customerId));
    expect(row.locationId).toBe(eastLocationId);
    const [visit] = await db.select({ locationId: s.jobs.locationId }).from(s.jobs).where(eq(s.jobs.id, east.jobId));
    expect(visit.locationId).toBe(eastLocationId);
    const [westVisit] = await db.select({ locationId: s.jobs.locationId }).from(s.jobs).where(eq(s.jobs.id, west.jobId));
    expect(westVisit.locationId).not.toBe(eastLocationId);
  });

  it("customers: list, keyset page, tags and detail", async () => {
    const query = { sort: "name" as const, dir: "asc" as const, offset: 0, limit: 25 };
    expect((await listBusinessCustomers(eastOnly, query)).rows.map((r) => r.id)).toEqual([east.customerId]);
    expect((await listBusinessCustomers(everywhere, query)).total).toBe(2);
    expect((await listCustomersPage(eastOnly, {}, { limit: 10, after: null })).map((r) => r.id)).toEqual([east.customerId]);
    expect(await listCustomerTags(eastOnly)).toEqual(["east"]);
    await expect(getCustomerDetail(eastOnly, west.customerId)).rejects.toMatchObject({ code: "not_found" });
    expect((await getCustomerDetail(eastOnly, east.customerId)).id).toBe(east.customerId);
  });

  it("quotes, invoices and contracts: lists, pages and details", async () => {
    expect(ids((await listBusinessQuotes(eastOnly, { q: "", sort: "created", dir: "desc", limit: 25, offset: 0 })).rows)).toEqual([east.quoteId]);
    expect(ids(await listQuotesPage(eastOnly, { limit: 10, after: null }))).toEqual([east.quoteId]);
    expect(await getBusinessQuote(eastOnly, west.quoteId)).toBeNull();
    expect(await getBusinessQuote(eastOnly, east.quoteId)).not.toBeNull();

    expect(ids((await listBusinessInvoices(eastOnly, { q: "", sort: "date", dir: "desc", limit: 25, offset: 0 })).rows)).toEqual([east.invoiceId]);
    expect(ids(await listInvoicesPage(eastOnly, { limit: 10, after: null }))).toEqual([east.invoiceId]);
    expect(await getBusinessInvoice(eastOnly, west.invoiceId)).toBeNull();

    expect(ids((await listBusinessContracts(eastOnly, { q: "", limit: 25, offset: 0 })).rows)).toEqual([east.contractId]);
    expect(ids(await listContractsPage(eastOnly, { limit: 10 }))).toEqual([east.contractId]);
    expect(await getBusinessContract(eastOnly, west.contractId)).toBeNull();
  });

  it("jobs and visits: list, API page, detail and the calendar", async () => {
    const jobParams = { q: "", page: 1, sort: "created" as const, dir: "desc" as const, filters: {}, pageSize: 25, offset: 0 };
    expect(ids((await listJobs(eastOnly, jobParams)).rows)).toEqual([east.jobId]);
    expect(ids(await listJobSeriesPage(eastOnly, { limit: 10, after: null }))).toEqual([east.jobId]);
    expect(await findJobSeries(eastOnly, west.jobId)).toBeNull();
    const visits = await listVisits({ ...eastOnly, timeZone: "UTC" }, visitWindow);
    expect(visits.map((v) => v.id)).toEqual([east.jobId]);
    expect((await listVisits({ ...everywhere, timeZone: "UTC" }, visitWindow)).length).toBe(2);
    expect(await getVisit({ ...eastOnly, timeZone: "UTC" }, west.jobId)).toBeNull();
  });

  it("service requests, the inbox and reviews", async () => {
    expect((await listBusinessServiceRequests(eastOnly, { offset: 0, limit: 25 })).rows.map((r) => r.id)).toEqual([east.requestId]);
    expect((await listServiceRequestsPage(eastOnly, { limit: 10, after: null })).map((r) => r.id)).toEqual([east.requestId]);
    expect(await getBusinessServiceRequest(eastOnly, west.requestId)).toBeNull();

    const inbox = await listBusinessConversations(eastOnly, { q: "", unreadOnly: false, limit: 25, offset: 0 });
    expect(inbox.rows.map((r) => r.conversationId)).toEqual([east.conversationId]);
    expect(inbox.total).toBe(1);
    expect((await listConversationsAfter(eastOnly, null, 10)).map((r) => r.id)).toEqual([east.conversationId]);
    await expect(getBusinessConversation(eastOnly, west.conversationId)).rejects.toMatchObject({ code: "not_found" });

    const reviews = await listBusinessReviews(eastOnly, null);
    expect(reviews.reviews.map((r) => r.customerId)).toEqual([east.customerId]);
    expect(reviews.summary.count).toBe(1);
  });

  it("the dashboard and the reports count only the scope's locations", async () => {
    const [mine, all] = await Promise.all([getDashboardFigures(eastOnly), getDashboardFigures(everywhere)]);
    expect({ requests: mine.openServiceRequests, quotes: mine.quotesAwaitingResponse, overdue: mine.overdueInvoices, unread: mine.unreadMessages, customers: mine.activeCustomers }).toEqual({
      requests: 1,
      quotes: 1,
      overdue: 1,
      unread: 1,
      customers: 1,
    });
    expect(all.activeCustomers).toBe(2);
    expect(all.openServiceRequests).toBe(2);
    const reports = await loadReports(eastOnly, {});
    expect(reports.aging.reduce((sum, bucket) => sum + bucket.invoices, 0)).toBe(1);
    // Side by side (the owner's view): each location its own figures; a limited scope only its own.
    const sideBySide = await locationsSideBySide(everywhere, reports.range, "UTC");
    expect(sideBySide.map((r) => [r.name === "East", r.activeCustomers, r.outstandingCents])).toEqual([
      [false, 1, 10825],
      [true, 1, 10825],
    ]);
    expect((await locationsSideBySide(eastOnly, reports.range, "UTC")).map((r) => r.name)).toEqual(["East"]);
  });

  it("a scope limited to no location sees nothing", async () => {
    const none = { businessId: business.id, locationIds: [] };
    expect((await listBusinessCustomers(none, { sort: "name", dir: "asc", offset: 0, limit: 25 })).total).toBe(0);
    expect((await listBusinessQuotes(none, { q: "", sort: "created", dir: "desc", limit: 25, offset: 0 })).total).toBe(0);
  });

  it("moving a customer to another location takes their property and coming visits along", async () => {
    const { updateCustomer } = await import("@/lib/customers/update-customer");
    const moved = await createCustomer(db, business.id, { firstName: "Mover", zip: "43215" });
    await db.insert(s.properties).values({ businessId: business.id, customerId: moved.id, address: "1 Main St", isPrimary: true });
    const visit = await createJob(db, { businessId: business.id, customerId: moved.id }, { scheduledDate: new Date(Date.now() + 86_400_000) });
    await updateCustomer(everywhere, moved.id, { locationId: eastLocationId });
    const rows = await db.execute<{ customer: string; property: string; visit: string }>(sql`
      select c.location_id as customer, p.location_id as property, j.location_id as visit
      from customers c join properties p on p.customer_id = c.id join jobs j on j.customer_id = c.id
      where c.id = ${moved.id}::uuid and j.id = ${visit.id}::uuid`);
    expect([...rows][0]).toEqual({ customer: eastLocationId, property: eastLocationId, visit: eastLocationId });
    await expect(updateCustomer(eastOnly, west.customerId, { notes: "not mine" })).rejects.toMatchObject({ code: "not_found" });
    const [untouched] = await db.select({ notes: s.customers.notes }).from(s.customers).where(and(eq(s.customers.id, west.customerId)));
    expect(untouched.notes).toBeNull();
  });
});

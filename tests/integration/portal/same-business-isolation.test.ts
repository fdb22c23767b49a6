import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { subscribeToService } from "@/lib/catalog/subscribe-to-service";
import { brandingForCustomer } from "@/lib/locations/branding-for-customer";
import { listCustomerSubscriptions } from "@/lib/catalog/list-customer-subscriptions";
import { customerContractsQuery } from "@/lib/contracts/contract-query";
import { getCustomerContract } from "@/lib/contracts/get-customer-contract";
import { listCustomerContracts } from "@/lib/contracts/list-customer-contracts";
import { signContract } from "@/lib/contracts/sign-contract";
import { ROUTE_KIND } from "@/lib/core/routes/define-route";
import type { CustomerScope } from "@/lib/foundation/scope";
import { getAccountSummary } from "@/lib/customers/account/get-account-summary";
import { listCustomerActivity } from "@/lib/customers/activity/list-customer-activity";
import { listCustomerProperties } from "@/lib/customers/properties/list-customer-properties";
import { addCustomerProperty, removeCustomerProperty, updateCustomerProperty } from "@/lib/customers/properties/save-customer-property";
import { updateCustomerAccount } from "@/lib/customers/account/update-customer-account";
import { updatePropertyAccessNotes } from "@/lib/customers/properties/update-property-access-notes";
import { listCustomerLedgerPage } from "@/lib/money/ledger/list-customer-ledger-page";
import { getCustomerStatement } from "@/lib/money/statements/get-customer-statement";
import { statementPdfResponse } from "@/lib/money/statements/statement-response";
import { getCustomerFile } from "@/lib/files/get-customer-file";
import { saveFile } from "@/lib/files/save-file";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { getCustomerInvoice } from "@/lib/money/invoices/get-customer-invoice";
import { listCustomerInvoices } from "@/lib/money/invoices/list-customer-invoices";
import { getCustomerConversation, getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { listMessagesSince } from "@/lib/messaging/list-messages-since";
import { conversationEventStream } from "@/lib/messaging/live-stream";
import { markConversationRead } from "@/lib/messaging/mark-conversation-read";
import { sendBusinessMessage } from "@/lib/messaging/send-business-message";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { listAllNotifications } from "@/lib/notifications/list-all-notifications";
import { listCustomerNotifications } from "@/lib/notifications/list-customer-notifications";
import { markNotificationsRead, markNotificationsReadForPage } from "@/lib/notifications/mark-notifications-read";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";
import { tellCustomer } from "@/lib/notifications/tell-customer";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { createInvoiceCheckout } from "@/lib/money/payments/create-invoice-checkout";
import { createDepositCheckout, depositCheckoutAfterApproval } from "@/lib/quotes/create-deposit-checkout";
import { getCustomerAutopay } from "@/lib/money/autopay/get-saved-card";
import { removeSavedCard } from "@/lib/money/autopay/remove-saved-card";
import { setAutopay } from "@/lib/money/autopay/set-autopay";
import { startCardSetup } from "@/lib/money/autopay/start-card-setup";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { listCustomerQuotes } from "@/lib/quotes/list-customer-quotes";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { loadVisitForCustomerChange } from "@/lib/scheduling/self-service/customer-visit-rules";
import { requestVisitReschedule } from "@/lib/scheduling/self-service/request-visit-reschedule";
import { listCustomerRecurringJobs } from "@/lib/scheduling/customer-pause/list-customer-recurring-jobs";
import { loadCustomerSeriesForUpdate } from "@/lib/scheduling/customer-pause/load-customer-series";
import { pauseServiceAsCustomer } from "@/lib/scheduling/customer-pause/pause-service-as-customer";
import { resumeServiceAsCustomer } from "@/lib/scheduling/customer-pause/resume-service-as-customer";
import { latestRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-customer-reschedule-requests";
import { skipVisitAsCustomer } from "@/lib/scheduling/self-service/skip-visit-as-customer";
import { getNextScheduledJob } from "@/lib/scheduling/jobs/get-next-scheduled-job";
import { listUpcomingCustomerVisits } from "@/lib/scheduling/self-service/list-upcoming-customer-visits";
import { customerJobsQuery } from "@/lib/scheduling/jobs/job-query";
import { listServiceHistory } from "@/lib/scheduling/self-service/list-service-history";
import { listCustomerServiceJobs } from "@/lib/scheduling/self-service/list-customer-service-jobs";
import { listCustomerServiceRequests } from "@/lib/scheduling/service-requests/list-customer-service-requests";
import { sha256Hex } from "@/lib/security/tokens";
import * as schema from "@/db/schema";
import { getCustomerVisitFeedback } from "@/lib/feedback/get-customer-visit-feedback";
import { listVisitsAwaitingFeedback } from "@/lib/feedback/list-visits-awaiting-feedback";
import { rateVisit } from "@/lib/feedback/rate-visit";
import { createWorld, type World } from "../../support/authz-world";
import { ROOT, routeMethods, routeModules, walk } from "../../support/code-scan";
import { pdfPagesText } from "../../support/pdf-text";
import { CONTRACT_TEXT, TINY_PNG, TINY_PNG_DATA_URL, createJob } from "../../support/portal-fixtures";

/**
 * Issue 16 item 2: customer B of the SAME business as customer A, against every
 * customer-facing page loader, domain operation and route handler — each refuses A's rows
 * or hides them. The lists of loaders, operations and customer routes are read from the
 * code, so a new one fails here until it gets a case.
 */
let w: World;
let scopeA: CustomerScope;
let scopeB: CustomerScope;
let tokenA: string;
let tokenB: string;
/** A's marker strings and the ids of A's rows (a row without a marker still shows by its id). */
const leaksOfA = (value: unknown) =>
  [...w.customerA.markers, w.customerA.id, ...Object.values(w.customerA.rows)].filter((m) => JSON.stringify(value ?? null).includes(m));
const ownOfB = (value: unknown) => w.customerB.markers.filter((m) => JSON.stringify(value ?? null).includes(m));

/** A's rows, byte for byte: what B's writes must leave alone. */
async function rowsOfA(): Promise<string> {
  const [row] = (await db.execute<{ d: string }>(sql`
    select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from customers t where t.id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from quotes t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from contracts t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from contract_signatures t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from invoices t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from notifications t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from customer_services t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from service_requests t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from visit_reschedule_requests t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from job_series t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from conversations t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from properties t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from feedback t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(t::text, ',' order by t.id) from customer_payment_cards t where t.customer_id = ${scopeA.customerId}::uuid),
      (select string_agg(m::text, ',' order by m.id) from messages m join conversations c on c.id = m.conversation_id
         where c.customer_id = ${scopeA.customerId}::uuid)
    )) as d`)) as unknown as Array<{ d: string }>;
  return row.d;
}

let propertyOfA: string;
/** A before photo of A's completed visit (issue 11 item 4), stored through the storage module. */
let photoFileOfA: string;
/** A's weekly job (the portal's pause works on it). */
let seriesOfA: string;
/** Each customer's completed visit; A's carries A's rating. */
let completedOfA: string;
let completedOfB: string;
const propertyInput = (label: string) => ({
  customerId: "00000000-0000-4000-8000-000000000000", label, address: `${label} 1 Main St`, city: null, state: null, zip: null,
  gateCode: "1234", pets: null, hazards: null, accessNotes: null, isPrimary: false,
});

beforeAll(async () => {
  w = await createWorld(db);
  scopeA = { businessId: w.a.id, customerId: w.customerA.id };
  scopeB = { businessId: w.a.id, customerId: w.customerB.id };
  // Past, completed visits for both, so the history lists have something to hide.
  completedOfA = (await createJob(db, scopeA, { status: "completed", scheduledDate: new Date(Date.now() - 10 * 86400_000), notes: `MK${w.tag}AHISTORY` })).id;
  completedOfB = (await createJob(db, scopeB, { status: "completed", scheduledDate: new Date(Date.now() - 10 * 86400_000), notes: `MK${w.tag}BHISTORY` })).id;
  await db.insert(schema.feedback).values({ ...scopeA, jobId: completedOfA, rating: 2, comment: `MK${w.tag}AFEEDBACK`, reply: `MK${w.tag}AREPLY` });
  w.customerA.markers.push(`MK${w.tag}AFEEDBACK`, `MK${w.tag}AREPLY`);
  w.customerA.markers.push(`MK${w.tag}AHISTORY`);
  const photo = await saveFile(scopeA, { name: `MK${w.tag}APHOTO.png`, bytes: TINY_PNG, uploadedBy: { type: "staff", id: w.a.ownerId } });
  await db.insert(schema.jobPhotos).values({ businessId: w.a.id, jobId: completedOfA, fileId: photo.id, kind: "before" });
  photoFileOfA = photo.id;
  w.customerA.markers.push(`MK${w.tag}APHOTO`, photoFileOfA);
  propertyOfA = (await addCustomerProperty(scopeA, propertyInput(`MK${w.tag}APROPERTY`))).id;
  w.customerA.markers.push(`MK${w.tag}APROPERTY`);
  // A's invoice issued to the ledger (entry + balance, as appendLedgerEntry writes them), so A's statement has a row B must not see.
  await db.transaction(async (tx) => {
    await tx.insert(schema.ledgerEntries).values({ ...scopeA, invoiceId: w.customerA.rows.invoiceId, kind: "invoice_issued", amountCents: 10825 });
    await tx.execute(sql`update customers set outstanding_balance_cents = outstanding_balance_cents + 10825 where id = ${scopeA.customerId}::uuid`);
  });
  const [series] = await db
    .insert(schema.jobSeries)
    .values({ ...scopeA, title: `MK${w.tag}ASERIES`, startDate: "2030-01-07", startTime: "09:00", durationMinutes: 45, timeZone: "America/New_York", rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO" })
    .returning();
  seriesOfA = series.id;
  w.customerA.markers.push(`MK${w.tag}ASERIES`, seriesOfA);
  // A's saved card with autopay on: B's card operations must neither show nor change it.
  await db.insert(schema.customerPaymentCards).values({ ...scopeA, stripeAccountId: "acct_isolation", stripeCustomerId: `cus_MK${w.tag}ACARD`, paymentMethodId: `pm_MK${w.tag}ACARD`, cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12, cardExpYear: 2028, autopayEnabled: true });
  w.customerA.markers.push(`cus_MK${w.tag}ACARD`, `pm_MK${w.tag}ACARD`);
  tokenA = (await createCustomerSession({ businessId: w.a.id, customerId: w.customerA.id })).token;
  tokenB = (await createCustomerSession({ businessId: w.a.id, customerId: w.customerB.id })).token;
});

// ── Page loaders ──────────────────────────────────────────────────────────────
const LOADERS: Record<keyof typeof pageLoaders, () => Promise<unknown>> = {
  shell: () => pageLoaders.shell(scopeB),
  dashboard: () => pageLoaders.dashboard(scopeB),
  services: () => pageLoaders.services(scopeB),
  requestService: () => pageLoaders.requestService(scopeB, "America/Chicago"),
  quotes: () => pageLoaders.quotes(scopeB),
  quote: () => pageLoaders.quote(scopeB, w.customerA.rows.quoteId),
  contracts: () => pageLoaders.contracts(scopeB),
  invoices: () => pageLoaders.invoices(scopeB),
  invoice: () => pageLoaders.invoice(scopeB, w.customerA.rows.invoiceId, null),
  messages: () => pageLoaders.messages(scopeB),
  account: () => pageLoaders.account(scopeB),
  // As a preview (reading nothing): opening the page reads B's notifications, checked below.
  notifications: () => pageLoaders.notifications(scopeB, { preview: true }),
  feedback: () => pageLoaders.feedback(scopeB, completedOfA),
};

describe("portal page loaders, for customer B of the same business", () => {
  it("every loader has a case", () => {
    expect(Object.keys(pageLoaders).sort()).toEqual(Object.keys(LOADERS).sort());
  });

  it.each(Object.keys(LOADERS) as Array<keyof typeof pageLoaders>)("%s shows none of A's rows", async (name) => {
    const result = await LOADERS[name]();
    expect(leaksOfA(result)).toEqual([]);
  });

  it("the list loaders show B's own rows (so the hiding is not an empty page)", async () => {
    expect(ownOfB(await pageLoaders.shell(scopeB))).toContain(`MK${w.tag}BNOTIFY`);
    expect(ownOfB(await pageLoaders.dashboard(scopeB))).toContain(`MK${w.tag}BJOB`);
    expect(ownOfB(await pageLoaders.services(scopeB))).toEqual(expect.arrayContaining([`MK${w.tag}BJOB`]));
    expect((await pageLoaders.services(scopeB)).subscriptions.map((s) => s.id)).toEqual([w.customerB.rows.subscriptionId]);
    expect((await pageLoaders.requestService(scopeB, "America/Chicago")).requests.map((r) => r.id)).toEqual([w.customerB.rows.serviceRequestId]);
    expect(ownOfB(await pageLoaders.quotes(scopeB))).toContain(`MK${w.tag}BQUOTE`);
    expect(ownOfB(await pageLoaders.contracts(scopeB))).toContain(`MK${w.tag}BCONTRACT`);
    expect(ownOfB(await pageLoaders.invoices(scopeB))).toContain(`MK${w.tag}BINVOICE`);
    expect(ownOfB(await pageLoaders.messages(scopeB))).toContain(`MK${w.tag}BMESSAGE`);
    expect(ownOfB(await pageLoaders.notifications(scopeB, { preview: true }))).toContain(`MK${w.tag}BNOTIFY`);
    expect(await pageLoaders.quote(scopeB, w.customerA.rows.quoteId)).toBeNull();
    expect(await pageLoaders.invoice(scopeB, w.customerA.rows.invoiceId, null)).toBeNull();
    expect(await pageLoaders.feedback(scopeB, completedOfA)).toBeNull();
    expect((await pageLoaders.dashboard(scopeB)).awaitingFeedback.map((v) => v.visitId)).toEqual([completedOfB]);
    expect((await pageLoaders.shell(scopeB)).unreadCount).toBe(1);
    // Opening the notifications page reads B's own (issue 37) and leaves A's unread.
    const unreadOfA = () => pageLoaders.shell(scopeA).then((feed) => feed.unreadCount);
    const before = await unreadOfA();
    expect(before).toBeGreaterThan(0);
    await pageLoaders.notifications(scopeB);
    expect((await pageLoaders.shell(scopeB)).unreadCount).toBe(0);
    expect(await unreadOfA()).toBe(before);
  });
});

// ── Domain operations that take a customer scope ──────────────────────────────
type OperationCase = { kind: "read"; run: () => Promise<unknown> } | { kind: "write"; run: () => Promise<unknown>; expect: "ok" | string };
const contractInput = (contractId: string) => ({
  contractId,
  signerName: "Bee Tester",
  signatureImage: TINY_PNG_DATA_URL,
  consent: true as const,
  contentSha256: sha256Hex(`${CONTRACT_TEXT}\nMK${w.tag}ACTEXT`),
  ip: null,
  userAgent: null,
});
const account = { firstName: "Bee", lastName: "Tester", email: "bee-isolation@example.test", phone: null, address: null, city: null, state: null, zip: null };

const OPERATIONS: Record<string, OperationCase> = {
  listCustomerSubscriptions: { kind: "read", run: () => listCustomerSubscriptions(scopeB) },
  subscribeToService: { kind: "write", run: () => subscribeToService(scopeB, { serviceId: w.a.serviceId, today: "2026-02-01" }), expect: "conflict" },
  customerContractsQuery: { kind: "read", run: async () => await customerContractsQuery(scopeB) },
  getCustomerContract: { kind: "read", run: () => getCustomerContract(scopeB, w.customerA.rows.contractId) },
  listCustomerContracts: { kind: "read", run: () => listCustomerContracts(scopeB) },
  signContract: { kind: "write", run: () => signContract(scopeB, contractInput(w.customerA.rows.contractId)), expect: "not_found" },
  getAccountSummary: { kind: "read", run: () => getAccountSummary(scopeB) },
  updateCustomerAccount: { kind: "write", run: () => updateCustomerAccount(scopeB, account), expect: "ok" },
  getCustomerFile: { kind: "read", run: async () => [await getCustomerFile(scopeB, w.customerA.rows.fileId), await getCustomerFile(scopeB, photoFileOfA)] },
  getCustomerInvoice: { kind: "read", run: () => getCustomerInvoice(scopeB, w.customerA.rows.invoiceId) },
  listCustomerInvoices: { kind: "read", run: () => listCustomerInvoices(scopeB) },
  listCustomerLedgerPage: { kind: "read", run: () => listCustomerLedgerPage(scopeB, { limit: 100, after: null }) },
  // B's statement over all time: B's opening and closing balances, none of A's entries.
  getCustomerStatement: {
    kind: "read",
    run: async () => {
      const statement = await getCustomerStatement(scopeB, { from: "2000-01-01", to: "2100-01-01" }, "America/Chicago");
      expect(statement.closingBalanceCents).toBe(0);
      return statement;
    },
  },
  // The shared download B's portal route calls: the PDF's text holds none of A's rows.
  statementPdfResponse: {
    kind: "read",
    run: async () => {
      const res = await statementPdfResponse(scopeB, new URLSearchParams(), { companyName: "Biz", companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#1e40af", timezone: "America/Chicago" });
      return (await pdfPagesText(new Uint8Array(await res.arrayBuffer()))).join("\n");
    },
  },
  // Pay now on A's invoice: "not found" before any Stripe call.
  getCustomerAutopay: { kind: "read", run: () => getCustomerAutopay(scopeB) },
  startCardSetup: { kind: "write", run: () => startCardSetup(scopeB), expect: "conflict" },
  setAutopay: { kind: "write", run: () => setAutopay(scopeB, { enabled: true }, { ip: null }), expect: "conflict" },
  removeSavedCard: { kind: "write", run: () => removeSavedCard(scopeB, { ip: null }), expect: "ok" },
  createInvoiceCheckout: { kind: "write", run: () => createInvoiceCheckout(scopeB, w.customerA.rows.invoiceId, { ip: null }), expect: "not_found" },
  // Pay deposit / the deposit after approval on A's quote: "not found" (or nothing) before any Stripe call.
  createDepositCheckout: { kind: "write", run: () => createDepositCheckout(scopeB, w.customerA.rows.quoteId, { ip: null }), expect: "not_found" },
  depositCheckoutAfterApproval: { kind: "read", run: () => depositCheckoutAfterApproval(scopeB, w.customerA.rows.quoteId, { ip: null }) },
  // B's own conversation id, never A's (the id itself is checked as a leak).
  getOrCreateConversationId: { kind: "read", run: () => getOrCreateConversationId(scopeB) },
  getCustomerConversation: { kind: "read", run: () => getCustomerConversation(scopeB) },
  listMessagesSince: { kind: "read", run: () => listMessagesSince(scopeB, w.customerA.rows.conversationId, new Date(0)) },
  markConversationRead: { kind: "write", run: () => markConversationRead(scopeB, w.customerA.rows.conversationId), expect: "ok" },
  conversationEventStream: { kind: "read", run: () => readStream(w.customerA.rows.conversationId) },
  sendBusinessMessage: {
    kind: "write",
    // Links to A's quote and invoice in a message to B are dropped, not attached.
    run: async () => {
      const message = await sendBusinessMessage(scopeB, {
        senderUserId: w.a.ownerId,
        content: "Reply to B",
        quoteIds: [w.customerA.rows.quoteId],
        invoiceIds: [w.customerA.rows.invoiceId],
      });
      expect(message.attachments).toEqual([]);
      return message;
    },
    expect: "ok",
  },
  sendCustomerMessage: {
    kind: "write",
    run: () => sendCustomerMessage(scopeB, { conversationId: w.customerA.rows.conversationId, content: "hi", fileIds: [] }, "Bee"),
    expect: "not_found",
  },
  listAllNotifications: { kind: "read", run: () => listAllNotifications(scopeB) },
  listCustomerProperties: { kind: "read", run: () => listCustomerProperties(scopeB) },
  // The admin's activity timeline of B: none of A's documents, messages or audit entries.
  listCustomerActivity: { kind: "read", run: () => listCustomerActivity(scopeB) },
  // B naming A's customer id in the input still adds to B: the scope decides whose address it is.
  addCustomerProperty: { kind: "write", run: () => addCustomerProperty(scopeB, { ...propertyInput("B's yard"), customerId: scopeA.customerId }), expect: "ok" },
  updateCustomerProperty: { kind: "write", run: () => updateCustomerProperty(scopeB, propertyOfA, propertyInput("Taken")), expect: "not_found" },
  removeCustomerProperty: { kind: "write", run: () => removeCustomerProperty(scopeB, propertyOfA), expect: "not_found" },
  updatePropertyAccessNotes: {
    kind: "write",
    run: () => updatePropertyAccessNotes(scopeB, { propertyId: propertyOfA, gateCode: "0000", pets: null, hazards: null, accessNotes: null }),
    expect: "not_found",
  },
  listCustomerNotifications: { kind: "read", run: () => listCustomerNotifications(scopeB) },
  markNotificationsRead: { kind: "write", run: () => markNotificationsRead(scopeB), expect: "ok" },
  // Opening a page that A's notification points at reads only B's (issue 37).
  markNotificationsReadForPage: { kind: "write", run: () => markNotificationsReadForPage(scopeB, `/quotes/${w.customerA.rows.quoteId}`), expect: "ok" },
  notifyCustomer: { kind: "write", run: () => notifyCustomer(scopeB, { kind: "quote", title: "For B" }), expect: "ok" },
  tellCustomer: {
    kind: "write",
    run: () => tellCustomer(scopeB, { kind: "job_status", title: "For B", body: "B's visit", portalPath: "/dashboard", linkLabel: "View" }),
    expect: "ok",
  },
  tellCustomerAboutDocument: {
    kind: "write",
    run: () => tellCustomerAboutDocument(scopeB, { kind: "invoice", title: "For B", body: "B's invoice", portalPath: "/invoices", linkLabel: "View" }),
    expect: "ok",
  },
  getCustomerQuote: { kind: "read", run: () => getCustomerQuote(scopeB, w.customerA.rows.quoteId) },
  listCustomerQuotes: { kind: "read", run: () => listCustomerQuotes(scopeB) },
  respondToQuote: { kind: "write", run: () => respondToQuote(scopeB, { quoteId: w.customerA.rows.quoteId, decision: "approve", comment: null }, "Bee"), expect: "not_found" },
  createServiceRequest: {
    kind: "write",
    run: () => createServiceRequest(scopeB, { serviceId: w.a.serviceId, requestType: "one_time", preferredDate: null, preferredTimeSlot: null, notes: null }, "Bee"),
    expect: "ok",
  },
  getNextScheduledJob: { kind: "read", run: () => getNextScheduledJob(scopeB) },
  listUpcomingCustomerVisits: { kind: "read", run: () => listUpcomingCustomerVisits(scopeB, 50) },
  customerJobsQuery: { kind: "read", run: async () => await customerJobsQuery(scopeB, { withPhotos: true }) },
  listServiceHistory: { kind: "read", run: () => listServiceHistory(scopeB) },
  // My Services' running jobs (issue 37): none of A's.
  listCustomerServiceJobs: { kind: "read", run: () => listCustomerServiceJobs(scopeB) },
  listCustomerServiceRequests: { kind: "read", run: () => listCustomerServiceRequests(scopeB) },
  // Portal self-service on A's visit: "not found", before any rule about options or cut-offs.
  loadVisitForCustomerChange: {
    kind: "write",
    run: () => db.transaction((tx) => loadVisitForCustomerChange(tx, scopeB, w.customerA.rows.jobId, "skip", new Date())),
    expect: "not_found",
  },
  skipVisitAsCustomer: { kind: "write", run: () => skipVisitAsCustomer(scopeB, { visitId: w.customerA.rows.jobId, reason: "Away" }, "Bee"), expect: "not_found" },
  requestVisitReschedule: {
    kind: "write",
    run: () => requestVisitReschedule(scopeB, { visitId: w.customerA.rows.jobId, preferredDate: "2030-01-15", preferredTimeSlot: "8:00-10:00 AM", notes: "" }, "Bee"),
    expect: "not_found",
  },
  // Reschedule requests and the vacation pause (issue 11 item 6) on A's visit and job.
  latestRescheduleRequests: { kind: "read", run: () => latestRescheduleRequests(scopeB, [w.customerA.rows.jobId]) },
  listCustomerRecurringJobs: { kind: "read", run: () => listCustomerRecurringJobs(scopeB) },
  loadCustomerSeriesForUpdate: { kind: "write", run: () => db.transaction((tx) => loadCustomerSeriesForUpdate(tx, scopeB, seriesOfA)), expect: "not_found" },
  pauseServiceAsCustomer: { kind: "write", run: () => pauseServiceAsCustomer(scopeB, { jobId: seriesOfA, from: "2030-02-01", until: "2030-02-10" }, "Bee"), expect: "not_found" },
  resumeServiceAsCustomer: { kind: "write", run: () => resumeServiceAsCustomer(scopeB, seriesOfA, "Bee"), expect: "not_found" },
  getCustomerVisitFeedback: { kind: "read", run: () => getCustomerVisitFeedback(scopeB, completedOfA) },
  listVisitsAwaitingFeedback: { kind: "read", run: () => listVisitsAwaitingFeedback(scopeB) },
  rateVisit: { kind: "write", run: () => rateVisit(scopeB, { visitId: completedOfA, rating: 5, comment: "B's word" }, "Bee"), expect: "not_found" },
  // B's own branch (issue 38): the business's one location, so the branding is the business's unchanged.
  brandingForCustomer: {
    kind: "read",
    run: () =>
      brandingForCustomer({ companyName: "Business", companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#1e40af", timezone: "UTC" }, scopeB),
  },
};

/** The first events of the live stream for a conversation id (B naming A's conversation). */
async function readStream(conversationId: string) {
  const abort = new AbortController();
  const stream = conversationEventStream({ scope: scopeB, conversationId, after: new Date(0), signal: abort.signal });
  const reader = stream.getReader();
  const first = await Promise.race([reader.read(), new Promise<{ value?: undefined }>((resolve) => setTimeout(() => resolve({}), 1500))]);
  abort.abort();
  await reader.cancel().catch(() => undefined);
  return first.value ? new TextDecoder().decode(first.value) : "";
}

/** Exported functions of the domain folders that take a customer scope (read from the code). */
function scopedOperations(): string[] {
  const files = walk(path.join(ROOT, "lib")).filter((f) => !/\/lib\/(core|portal|admin|superadmin|public|api|demo)\//.test(f));
  const names: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/export (?:async )?function (\w+)\s*(?:<[^>]*>)?\(([\s\S]*?)\)\s*(?::|\{)/g)) {
      if (/\bCustomerScope\b/.test(m[2])) names.push(m[1]);
    }
  }
  return names.sort();
}

describe("domain operations, for customer B of the same business", () => {
  it("every operation that takes a customer scope has a case", () => {
    expect(scopedOperations()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it.each(Object.keys(OPERATIONS))("%s refuses or hides A's rows", async (name) => {
    const op = OPERATIONS[name];
    const before = await rowsOfA();
    if (op.kind === "read") {
      expect(leaksOfA(await op.run())).toEqual([]);
    } else {
      const outcome = await op.run().then(
        (value) => (leaksOfA(value).length ? `leaked ${leaksOfA(value).join(",")}` : "ok"),
        (error: { code?: string }) => error.code ?? String(error),
      );
      expect(outcome).toBe(op.expect);
    }
    expect(await rowsOfA()).toBe(before);
  });
});

// ── Customer route handlers ───────────────────────────────────────────────────
const host = () => `${w.a.subdomain}.localhost:3000`;
const request = (pathname: string, token: string, init: RequestInit = {}) =>
  new Request(`http://${host()}${pathname}`, {
    ...init,
    headers: { host: host(), origin: `http://${host()}`, cookie: `sl_portal_session=${token}`, ...(init.headers as Record<string, string>) },
  });
type Handler = (request: Request, args?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const load = async (file: string, method: string) => ((await import(`${ROOT}/${file}`)) as Record<string, Handler>)[method];
const params = (value: Record<string, string>) => ({ params: Promise.resolve(value) });

/** Each customer route × method: B's request aimed at A's rows, and what must come back. */
const ROUTES: Record<string, () => Promise<void>> = {
  "app/api/customer-portal-data/route.ts GET": async () => {
    const GET = await load("app/api/customer-portal-data/route.ts", "GET");
    for (const action of ["quotes", "invoices", "conversations"]) {
      const res = await GET(request(`/api/customer-portal-data?action=${action}`, tokenB));
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(leaksOfA(text), action).toEqual([]);
      expect(ownOfB(text).length, action).toBeGreaterThan(0);
    }
  },
  "app/api/customer-portal-data/route.ts POST": async () => {
    const POST = await load("app/api/customer-portal-data/route.ts", "POST");
    const json = { "content-type": "application/json" };
    const approve = await POST(request("/api/customer-portal-data", tokenB, { method: "POST", headers: json, body: JSON.stringify({ action: "approve-quote", quote_data: { quote_id: w.customerA.rows.quoteId } }) }));
    expect(approve.status).toBe(404);
    const message = await POST(
      request("/api/customer-portal-data", tokenB, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ action: "send_message", message_data: { conversation_id: w.customerA.rows.conversationId, content: "hi" } }),
      }),
    );
    expect(message.status).toBe(404);
  },
  "app/api/files/[fileId]/route.ts GET": async () => {
    const GET = await load("app/api/files/[fileId]/route.ts", "GET");
    const res = await GET(request(`/api/files/${w.customerA.rows.fileId}`, tokenB), params({ fileId: w.customerA.rows.fileId }));
    expect(res.status).toBe(404);
    // A photo of A's visit: A reads it, B of the same business does not.
    expect((await GET(request(`/api/files/${photoFileOfA}`, tokenB), params({ fileId: photoFileOfA }))).status).toBe(404);
    expect((await GET(request(`/api/files/${photoFileOfA}`, tokenA), params({ fileId: photoFileOfA }))).status).toBe(200);
  },
  "app/api/portal/contracts/[contractId]/pdf/route.ts GET": async () => {
    const GET = await load("app/api/portal/contracts/[contractId]/pdf/route.ts", "GET");
    const id = w.customerA.rows.contractId;
    expect((await GET(request(`/api/portal/contracts/${id}/pdf`, tokenB), params({ contractId: id }))).status).toBe(404);
    expect((await GET(request(`/api/portal/contracts/${id}/pdf`, tokenA), params({ contractId: id }))).status).toBe(200);
  },
  "app/api/portal/invoices/[invoiceId]/pdf/route.ts GET": async () => {
    const GET = await load("app/api/portal/invoices/[invoiceId]/pdf/route.ts", "GET");
    const id = w.customerA.rows.invoiceId;
    expect((await GET(request(`/api/portal/invoices/${id}/pdf`, tokenB), params({ invoiceId: id }))).status).toBe(404);
    expect((await GET(request(`/api/portal/invoices/${id}/pdf`, tokenA), params({ invoiceId: id }))).status).toBe(200);
  },
  "app/api/portal/quotes/[quoteId]/pdf/route.ts GET": async () => {
    const GET = await load("app/api/portal/quotes/[quoteId]/pdf/route.ts", "GET");
    const id = w.customerA.rows.quoteId;
    expect((await GET(request(`/api/portal/quotes/${id}/pdf`, tokenB), params({ quoteId: id }))).status).toBe(404);
    expect((await GET(request(`/api/portal/quotes/${id}/pdf`, tokenA), params({ quoteId: id }))).status).toBe(200);
  },
  // The route names no customer: B's request is B's statement, with none of A's name, invoice or balance.
  "app/api/portal/statement/route.ts GET": async () => {
    const GET = await load("app/api/portal/statement/route.ts", "GET");
    const text = async (res: Response) => (await pdfPagesText(new Uint8Array(await res.arrayBuffer()))).join("\n");
    const ofB = await GET(request(`/api/portal/statement?customer_id=${scopeA.customerId}`, tokenB));
    expect(ofB.status).toBe(200);
    const textOfB = await text(ofB);
    expect(leaksOfA(textOfB)).toEqual([]);
    expect(textOfB).not.toContain(w.customerA.rows.invoiceId.slice(0, 8));
    expect(textOfB).not.toContain("$108.25");
    // B's own name (as it stands: other cases update B's account).
    const [b] = await db.select({ firstName: schema.customers.firstName }).from(schema.customers).where(sql`id = ${scopeB.customerId}::uuid`);
    expect(textOfB).toContain(b.firstName);
    const textOfA = await text(await GET(request("/api/portal/statement", tokenA)));
    expect(textOfA).toContain(w.customerA.rows.invoiceId.slice(0, 8));
    expect(textOfA).toContain("$108.25");
  },
  "app/api/portal/messages/stream/route.ts GET": async () => {
    const GET = await load("app/api/portal/messages/stream/route.ts", "GET");
    const res = await GET(request(`/api/portal/messages/stream?conversation_id=${w.customerA.rows.conversationId}`, tokenB));
    expect(res.status).toBe(404);
  },
  "app/api/portal/uploads/route.ts POST": async () => {
    const POST = await load("app/api/portal/uploads/route.ts", "POST");
    const form = new FormData();
    form.append("files", new File([Buffer.from(TINY_PNG)], "b.png", { type: "image/png" }));
    const res = await POST(request("/api/portal/uploads", tokenB, { method: "POST", body: form }));
    expect(res.status).toBe(200);
    const { files } = (await res.json()) as { files: Array<{ id: string }> };
    // B's upload is B's alone: A cannot read it.
    const GET = await load("app/api/files/[fileId]/route.ts", "GET");
    expect((await GET(request(`/api/files/${files[0].id}`, tokenA), params({ fileId: files[0].id }))).status).toBe(404);
    expect((await GET(request(`/api/files/${files[0].id}`, tokenB), params({ fileId: files[0].id }))).status).toBe(200);
  },
};

async function customerRoutes(): Promise<string[]> {
  const out: string[] = [];
  for (const file of routeModules()) {
    const mod = (await import(`${ROOT}/${file}`)) as Record<string, Record<symbol, unknown>>;
    for (const method of routeMethods(file)) if (mod[method]?.[ROUTE_KIND] === "customer") out.push(`${file} ${method}`);
  }
  return out.sort();
}

describe("customer route handlers, for customer B of the same business", () => {
  it("every customer route handler has a case", async () => {
    expect(await customerRoutes()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES))("%s refuses or hides A's rows", async (key) => {
    const before = await rowsOfA();
    await ROUTES[key]();
    expect(await rowsOfA()).toBe(before);
  });
});



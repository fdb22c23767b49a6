import "server-only";
import { toDateOnly } from "@/lib/format/dates";
import { getAccountSummary } from "@/lib/customers/account/get-account-summary";
import { listCustomerProperties } from "@/lib/customers/properties/list-customer-properties";
import { getCustomerVisitFeedback } from "@/lib/feedback/get-customer-visit-feedback";
import { listVisitsAwaitingFeedback } from "@/lib/feedback/list-visits-awaiting-feedback";
import { getCustomerConversation } from "@/lib/messaging/get-customer-conversation";
import { getCustomerInvoice } from "@/lib/money/invoices/get-customer-invoice";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { listUpcomingCustomerVisits } from "@/lib/scheduling/self-service/list-upcoming-customer-visits";
import { listAllNotifications } from "@/lib/notifications/list-all-notifications";
import { listAvailableServices } from "@/lib/catalog/list-available-services";
import { listCustomerContracts } from "@/lib/contracts/list-customer-contracts";
import { listCustomerInvoices } from "@/lib/money/invoices/list-customer-invoices";
import { listCustomerNotifications } from "@/lib/notifications/list-customer-notifications";
import { markNotificationsRead, markNotificationsReadForPage } from "@/lib/notifications/mark-notifications-read";
import { listCustomerQuotes } from "@/lib/quotes/list-customer-quotes";
import { listCustomerSubscriptions } from "@/lib/catalog/list-customer-subscriptions";
import { listServiceHistory } from "@/lib/scheduling/self-service/list-service-history";
import { splitServiceHistory } from "@/lib/scheduling/self-service/service-history-sections";
import { listCustomerServiceJobs } from "@/lib/scheduling/self-service/list-customer-service-jobs";
import { listCustomerRecurringJobs } from "@/lib/scheduling/customer-pause/list-customer-recurring-jobs";
import { latestRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-customer-reschedule-requests";
import { listCustomerServiceRequests } from "@/lib/scheduling/service-requests/list-customer-service-requests";
import { markConversationRead } from "@/lib/messaging/mark-conversation-read";
import type { CustomerScope } from "@/lib/foundation/scope";

/** `preview`: a staff member viewing the portal as the customer, who reads nothing on their behalf. */
type Opening = { preview?: boolean };

/**
 * Opening a page reads the customer's notifications that point at it (issue 37: they stayed
 * unread after the customer had opened the quote or paid the invoice they announced).
 */
const openPage = (scope: CustomerScope, path: string, { preview = false }: Opening) =>
  preview ? Promise.resolve(0) : markNotificationsReadForPage(scope, path);

/**
 * What each portal page loads, in one place: the pages call these, and the query-count test
 * (tests/integration/portal/query-count.test.ts) runs exactly these, so the limit it checks
 * is the limit the pages have. Every loader is a fixed number of queries, whatever the data.
 */
export const pageLoaders = {
  shell: (scope: CustomerScope) => listCustomerNotifications(scope),
  dashboard: async (scope: CustomerScope, opening: Opening = {}) => {
    const [upcoming, awaitingFeedback, recurringServices] = await Promise.all([
      listUpcomingCustomerVisits(scope),
      listVisitsAwaitingFeedback(scope),
      listCustomerRecurringJobs(scope),
      openPage(scope, "/dashboard", opening),
    ]);
    // One query for the reschedule requests of every listed visit, whatever their number.
    const requests = await latestRescheduleRequests(scope, upcoming.map((v) => v.id));
    const [nextJob = null, ...laterVisits] = upcoming;
    const rescheduleRequest = nextJob ? (requests.get(nextJob.id) ?? null) : null;
    const later = laterVisits.map((visit) => ({ visit, rescheduleRequest: requests.get(visit.id) ?? null }));
    return { nextJob, awaitingFeedback, rescheduleRequest, recurringServices, laterVisits: later };
  },
  services: async (scope: CustomerScope, opening: Opening = {}) => {
    const now = new Date();
    const [services, subscriptions, serviceJobs, visits] = await Promise.all([
      listAvailableServices(scope),
      listCustomerSubscriptions(scope),
      listCustomerServiceJobs(scope, now),
      listServiceHistory(scope),
      openPage(scope, "/services", opening),
    ]);
    return { services, subscriptions, serviceJobs, history: splitServiceHistory(visits, now) };
  },
  requestService: async (scope: CustomerScope, timeZone: string, opening: Opening = {}) => {
    const [services, requests] = await Promise.all([
      listAvailableServices(scope),
      listCustomerServiceRequests(scope),
      openPage(scope, "/request-service", opening),
    ]);
    return { services, requests, today: toDateOnly(new Date(), timeZone)! };
  },
  quotes: (scope: CustomerScope) => listCustomerQuotes(scope),
  quote: async (scope: CustomerScope, quoteId: string, opening: Opening = {}) => {
    const [quote] = await Promise.all([getCustomerQuote(scope, quoteId), openPage(scope, `/quotes/${quoteId}`, opening)]);
    return quote;
  },
  contracts: async (scope: CustomerScope, opening: Opening = {}) => {
    const [contracts] = await Promise.all([listCustomerContracts(scope), openPage(scope, "/contracts", opening)]);
    return contracts;
  },
  invoices: (scope: CustomerScope) => listCustomerInvoices(scope),
  invoice: async (scope: CustomerScope, invoiceId: string, paymentInstructions: string | null, opening: Opening = {}) => {
    const [invoice] = await Promise.all([getCustomerInvoice(scope, invoiceId, paymentInstructions), openPage(scope, `/invoices/${invoiceId}`, opening)]);
    return invoice;
  },
  messages: async (scope: CustomerScope, { preview = false }: Opening = {}) => {
    const [conversation] = await Promise.all([getCustomerConversation(scope), openPage(scope, "/messages", { preview })]);
    // Opening the page reads the conversation: record the receipts (spec §3 read_by) — not
    // when a staff member previews the portal as the customer.
    const read = new Set(preview ? [] : await markConversationRead(scope, conversation.id));
    const messages = conversation.messages.map((m) => (read.has(m.id) ? { ...m, readBy: [...m.readBy, scope.customerId] } : m));
    return { ...conversation, messages };
  },
  account: async (scope: CustomerScope, opening: Opening = {}) => {
    const [summary, properties] = await Promise.all([getAccountSummary(scope), listCustomerProperties(scope), openPage(scope, "/account", opening)]);
    return { summary, properties };
  },
  // The list shows which were unread this time; having been shown, they are read (as the bell does).
  notifications: async (scope: CustomerScope, { preview = false }: Opening = {}) => {
    const items = await listAllNotifications(scope);
    if (!preview && items.some((n) => n.readAt === null)) await markNotificationsRead(scope);
    return items;
  },
  feedback: async (scope: CustomerScope, visitId: string, opening: Opening = {}) => {
    const [feedback] = await Promise.all([getCustomerVisitFeedback(scope, visitId), openPage(scope, `/feedback/${visitId}`, opening)]);
    return feedback;
  },
};

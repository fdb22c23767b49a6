import "server-only";
import { toDateOnly } from "@/lib/format/dates";
import { getAccountSummary } from "@/lib/customers/get-account-summary";
import { listCustomerProperties } from "@/lib/customers/list-customer-properties";
import { getCustomerVisitFeedback } from "@/lib/feedback/get-customer-visit-feedback";
import { listVisitsAwaitingFeedback } from "@/lib/feedback/list-visits-awaiting-feedback";
import { getCustomerConversation } from "@/lib/messaging/get-customer-conversation";
import { getCustomerInvoice } from "@/lib/invoices/get-customer-invoice";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { listUpcomingCustomerVisits } from "@/lib/scheduling/list-upcoming-customer-visits";
import { listAllNotifications } from "@/lib/notifications/list-all-notifications";
import { listAvailableServices } from "@/lib/catalog/list-available-services";
import { listCustomerContracts } from "@/lib/contracts/list-customer-contracts";
import { listCustomerInvoices } from "@/lib/invoices/list-customer-invoices";
import { listCustomerNotifications } from "@/lib/notifications/list-customer-notifications";
import { listCustomerQuotes } from "@/lib/quotes/list-customer-quotes";
import { listCustomerSubscriptions } from "@/lib/catalog/list-customer-subscriptions";
import { listServiceHistory } from "@/lib/scheduling/list-service-history";
import { splitServiceHistory } from "@/lib/scheduling/service-history-sections";
import { listCustomerServiceJobs } from "@/lib/scheduling/list-customer-service-jobs";
import { listCustomerRecurringJobs } from "@/lib/scheduling/customer-pause/list-customer-recurring-jobs";
import { latestRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-customer-reschedule-requests";
import { listCustomerServiceRequests } from "@/lib/scheduling/service-requests/list-customer-service-requests";
import { markConversationRead } from "@/lib/messaging/mark-conversation-read";
import type { CustomerScope } from "@/lib/core/scope";

/**
 * What each portal page loads, in one place: the pages call these, and the query-count test
 * (tests/integration/portal/query-count.test.ts) runs exactly these, so the limit it checks
 * is the limit the pages have. Every loader is a fixed number of queries, whatever the data.
 */
export const pageLoaders = {
  shell: (scope: CustomerScope) => listCustomerNotifications(scope),
  dashboard: async (scope: CustomerScope) => {
    const [upcoming, awaitingFeedback, recurringServices] = await Promise.all([
      listUpcomingCustomerVisits(scope),
      listVisitsAwaitingFeedback(scope),
      listCustomerRecurringJobs(scope),
    ]);
    // One query for the reschedule requests of every listed visit, whatever their number.
    const requests = await latestRescheduleRequests(scope, upcoming.map((v) => v.id));
    const [nextJob = null, ...laterVisits] = upcoming;
    const rescheduleRequest = nextJob ? (requests.get(nextJob.id) ?? null) : null;
    const later = laterVisits.map((visit) => ({ visit, rescheduleRequest: requests.get(visit.id) ?? null }));
    return { nextJob, awaitingFeedback, rescheduleRequest, recurringServices, laterVisits: later };
  },
  services: async (scope: CustomerScope) => {
    const now = new Date();
    const [services, subscriptions, serviceJobs, visits] = await Promise.all([
      listAvailableServices(scope),
      listCustomerSubscriptions(scope),
      listCustomerServiceJobs(scope, now),
      listServiceHistory(scope),
    ]);
    return { services, subscriptions, serviceJobs, history: splitServiceHistory(visits, now) };
  },
  requestService: async (scope: CustomerScope, timeZone: string) => {
    const [services, requests] = await Promise.all([listAvailableServices(scope), listCustomerServiceRequests(scope)]);
    return { services, requests, today: toDateOnly(new Date(), timeZone)! };
  },
  quotes: (scope: CustomerScope) => listCustomerQuotes(scope),
  quote: (scope: CustomerScope, quoteId: string) => getCustomerQuote(scope, quoteId),
  contracts: (scope: CustomerScope) => listCustomerContracts(scope),
  invoices: (scope: CustomerScope) => listCustomerInvoices(scope),
  invoice: (scope: CustomerScope, invoiceId: string, paymentInstructions: string | null) =>
    getCustomerInvoice(scope, invoiceId, paymentInstructions),
  messages: async (scope: CustomerScope, { preview = false }: { preview?: boolean } = {}) => {
    const conversation = await getCustomerConversation(scope);
    // Opening the page reads the conversation: record the receipts (spec §3 read_by) — not
    // when a staff member previews the portal as the customer.
    const read = new Set(preview ? [] : await markConversationRead(scope, conversation.id));
    const messages = conversation.messages.map((m) => (read.has(m.id) ? { ...m, readBy: [...m.readBy, scope.customerId] } : m));
    return { ...conversation, messages };
  },
  account: async (scope: CustomerScope) => {
    const [summary, properties] = await Promise.all([getAccountSummary(scope), listCustomerProperties(scope)]);
    return { summary, properties };
  },
  notifications: (scope: CustomerScope) => listAllNotifications(scope),
  feedback: (scope: CustomerScope, visitId: string) => getCustomerVisitFeedback(scope, visitId),
};

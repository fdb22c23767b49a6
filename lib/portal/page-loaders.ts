import "server-only";
import { toDateOnly } from "@/lib/format/dates";
import { getAccountSummary } from "./get-account-summary";
import { getCustomerConversation } from "./get-customer-conversation";
import { getCustomerInvoice } from "./get-customer-invoice";
import { getCustomerQuote } from "./get-customer-quote";
import { getNextScheduledJob } from "./get-next-scheduled-job";
import { listAllNotifications } from "./list-all-notifications";
import { listAvailableServices } from "./list-available-services";
import { listCustomerContracts } from "./list-customer-contracts";
import { listCustomerInvoices } from "./list-customer-invoices";
import { listCustomerNotifications } from "./list-customer-notifications";
import { listCustomerQuotes } from "./list-customer-quotes";
import { listCustomerSubscriptions } from "./list-customer-subscriptions";
import { listServiceHistory } from "./list-service-history";
import { markConversationRead } from "./mark-conversation-read";
import type { PortalScope } from "./types";

/**
 * What each portal page loads, in one place: the pages call these, and the query-count test
 * (tests/integration/portal/query-count.test.ts) runs exactly these, so the limit it checks
 * is the limit the pages have. Every loader is a fixed number of queries, whatever the data.
 */
export const pageLoaders = {
  shell: (scope: PortalScope) => listCustomerNotifications(scope),
  dashboard: (scope: PortalScope) => getNextScheduledJob(scope),
  services: async (scope: PortalScope) => {
    const [services, subscriptions, history] = await Promise.all([
      listAvailableServices(scope),
      listCustomerSubscriptions(scope),
      listServiceHistory(scope),
    ]);
    return { services, subscriptions, history };
  },
  requestService: async (scope: PortalScope, timeZone: string) => ({
    services: await listAvailableServices(scope),
    today: toDateOnly(new Date(), timeZone)!,
  }),
  quotes: (scope: PortalScope) => listCustomerQuotes(scope),
  quote: (scope: PortalScope, quoteId: string) => getCustomerQuote(scope, quoteId),
  contracts: (scope: PortalScope) => listCustomerContracts(scope),
  invoices: (scope: PortalScope) => listCustomerInvoices(scope),
  invoice: (scope: PortalScope, invoiceId: string, paymentInstructions: string | null) =>
    getCustomerInvoice(scope, invoiceId, paymentInstructions),
  messages: async (scope: PortalScope) => {
    const conversation = await getCustomerConversation(scope);
    // Opening the page reads the conversation: record the receipts (spec §3 read_by).
    const read = new Set(await markConversationRead(scope, conversation.id));
    const messages = conversation.messages.map((m) => (read.has(m.id) ? { ...m, readBy: [...m.readBy, scope.customerId] } : m));
    return { ...conversation, messages };
  },
  account: (scope: PortalScope) => getAccountSummary(scope),
  notifications: (scope: PortalScope) => listAllNotifications(scope),
};

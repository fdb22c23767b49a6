import "server-only";
import type { ContractView } from "@/lib/contracts/contract-views";
import type { ConversationView } from "@/lib/messaging/message-views";
import type { InvoiceDetail } from "@/lib/money/invoices/invoice-views";
import type { JobView } from "@/lib/scheduling/jobs/job-views";
import type { NotificationFeed, NotificationView } from "@/lib/notifications/notification-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import type { QuoteDetail, QuoteSummary } from "@/lib/quotes/quote-views";
import type { ServiceView, SubscriptionView } from "@/lib/catalog/catalog-views";
import { buildDemoConversation, buildDemoJobs, buildDemoNotifications, buildDemoSubscriptions } from "./demo-activity";
import { DEMO_BRANDING, DEMO_CUSTOMER_BASE, DEMO_PRIMARY, DEMO_SECONDARY, DEMO_SERVICES, DEMO_TIME_ZONE } from "./demo-business";
import { ymdInZone } from "./demo-dates";
import { buildDemoContracts, buildDemoInvoices, buildDemoQuotes } from "./demo-documents";

/**
 * The public demo portal's built-in business (lib/demo): a lawn care company and one of its
 * customers with quotes, invoices, contracts, jobs, messages and notifications, in the same
 * shapes the real portal screens receive (lib/portal/types). Read-only and in memory — the
 * demo never touches the database. Dates sit relative to `now`, so the next visit is always
 * ahead and the overdue invoice always overdue.
 */
export type DemoData = {
  branding: PortalBranding;
  theme: { themePrimaryColor: string; themeSecondaryColor: string };
  customer: PortalCustomer;
  today: string;
  services: ServiceView[];
  subscriptions: SubscriptionView[];
  jobs: JobView[];
  nextJob: JobView | null;
  history: JobView[];
  quotes: QuoteDetail[];
  invoices: InvoiceDetail[];
  contracts: ContractView[];
  conversation: ConversationView;
  notifications: NotificationView[];
  feed: NotificationFeed;
  account: { memberSince: string; lastServiceDate: string | null };
};

export function buildDemoData(now = new Date()): DemoData {
  const quotes = buildDemoQuotes(now);
  const invoices = buildDemoInvoices(now);
  const jobs = buildDemoJobs(now);
  const notifications = buildDemoNotifications(now);
  const upcoming = jobs
    .filter((j) => j.status === "scheduled" && new Date(j.scheduledDate) >= now)
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  const history = jobs.filter((j) => !upcoming.includes(j)).sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate));
  const outstanding = invoices.filter((i) => i.status === "pending" || i.status === "overdue").reduce((sum, i) => sum + (i.figures.balanceDueCents ?? 0), 0);
  const lastCompleted = jobs.filter((j) => j.status === "completed").sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate))[0];
  return {
    branding: DEMO_BRANDING,
    theme: { themePrimaryColor: DEMO_PRIMARY, themeSecondaryColor: DEMO_SECONDARY },
    customer: { ...DEMO_CUSTOMER_BASE, outstandingBalanceCents: outstanding },
    today: ymdInZone(now, DEMO_TIME_ZONE),
    services: DEMO_SERVICES.slice().sort((a, b) => a.name.localeCompare(b.name)),
    subscriptions: buildDemoSubscriptions(now),
    jobs,
    nextJob: upcoming[0] ?? null,
    history,
    quotes,
    invoices,
    contracts: buildDemoContracts(now, quotes),
    conversation: buildDemoConversation(now),
    notifications,
    feed: { items: notifications.slice(0, 10), unreadCount: notifications.filter((n) => !n.readAt).length },
    account: { memberSince: ymdInZone(now, DEMO_TIME_ZONE, -420), lastServiceDate: lastCompleted ? lastCompleted.scheduledDate.slice(0, 10) : null },
  };
}

/** The quote list's summary of a demo quote (the list itself prints the first three lines, spec §9). */
export function toQuoteSummary(quote: QuoteDetail): QuoteSummary {
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    title: quote.title,
    status: quote.status,
    revision: quote.revision,
    createdAt: quote.createdAt,
    validUntil: quote.validUntil,
    figures: quote.figures,
  };
}

/** One build per request-free render; the pages revalidate daily so relative dates stay true. */
export const getDemoData = () => buildDemoData(new Date());

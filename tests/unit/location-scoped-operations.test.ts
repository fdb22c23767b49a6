import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 38 Quality: every domain read that takes a business scope — an exported list, get, find,
 * load or count operation whose first parameter is `scope: BusinessScope` — either puts the
 * scope's locations in its WHERE (one of lib/locations/location-scope-sql.ts's helpers, or the
 * customer list's shared WHERE) or is named below with the reason it needs none. A new operation
 * that ignores location scope fails here until it does one or the other; the location-scope
 * integration tests then check what the scoped ones return.
 */
const ROOT = process.cwd();
const SCOPED = /\b(locatedRowInScope|customerRowInScope|atScopeLocations|customerAtScopeLocations|andAtScopeLocations|andCustomerAtScopeLocations|customerFilterWhere|businessContractQuery|locationsInScope)\b/;
const OPERATION = /export async function (list|get|find|load|count|search)[A-Za-z]*\(\s*scope: BusinessScope\b/;

/** Reads that need no location of their own, and why. */
const NO_LOCATION: Record<string, string> = {
  "lib/admin/page-loaders/customer-page.ts": "a loader: the customer is read by getCustomerDetail (scoped); the rest is that customer's",
  "lib/admin/page-loaders/quote-page.ts": "a loader: the quote is read by getBusinessQuote (scoped); the rest is that quote's",
  "lib/admin/page-loaders/uninvoiced-visits-page.ts": "a loader over listUninvoicedVisits (scoped)",
  "lib/admin/page-loaders/bookings-page.ts": "a loader over listBookings (scoped through the booking's customer)",
  "lib/admin/page-loaders/leads-page.ts": "a loader over listBookingLeads (scoped by the lead's own location, the branch serving its ZIP)",
  "lib/admin/page-loaders/service-pricing-page.ts": "a loader: a service of the catalogue and its pricing rule, the same at every location",
  "lib/admin/page-loaders/service-locations-page.ts": "a loader: a service of the catalogue, the business's locations and where it is offered",
  "lib/api/keys/list-api-keys.ts": "the business's keys (owner only); a key's own location limit is its scope",
  "lib/booking/availability/get-working-hours.ts": "one member's week: a location-limited caller reaches only members limited to its locations (working-hours-member.ts)",
  "lib/booking/settings/get-booking-settings.ts": "the business's booking settings",
  "lib/booking/pricing/get-service-pricing.ts": "a service's pricing rule: the catalogue and its prices are the business's, the same at every location",
  "lib/booking/pricing/list-service-pricing-summaries.ts": "each service's lowest price for the Services screen: the catalogue's prices are the business's",
  "lib/businesses/get-business-profile.ts": "the business's own profile",
  "lib/businesses/get-document-branding.ts": "the business's branding",
  "lib/businesses/settings/get-business-settings.ts": "the business's settings",
  "lib/catalog/get-business-service.ts": "the catalogue is the business's",
  "lib/catalog/list-business-services.ts": "the catalogue is the business's",
  "lib/catalog/list-services-page.ts": "the catalogue is the business's",
  "lib/catalog/set-service-locations.ts": "where each service is offered: the catalogue is the business's",
  "lib/locations/list-member-locations.ts": "which locations each member is limited to: the team's, for the Employees screen",
  "lib/messaging/inbox/list-thread-messages-before.ts": "one conversation's messages: the API wrapper refuses another location's conversation id first",
  "lib/notifications/staff/list-staff-notifications.ts": "the member's own notifications",
  "lib/scheduling/calendar/list-my-day.ts": "the member's own visits",
  "lib/webhooks/list-webhook-deliveries.ts": "the business's webhook deliveries",
  "lib/messaging/inbox/list-linkable-documents.ts": "one customer's documents, for a conversation already read through the scope",
  "lib/messaging/saved-replies/list-saved-replies.ts": "the business's saved replies",
  "lib/money/invoices/reminders/list-invoice-reminders.ts": "one invoice's reminders, for an invoice already read through the scope",
  "lib/money/invoices/visit-invoicing/invoicing-settings.ts": "the business's invoicing settings",
  "lib/money/stripe/get-payments-settings.ts": "the business's payment settings",
  "lib/notifications/staff/list-staff-notification-feed.ts": "the member's own notifications (they are addressed by location when made)",
  "lib/quotes/conversions/list-quote-conversions.ts": "one quote's conversions, for a quote already read through the scope",
  "lib/reports/load-reports.ts": "calls the reports, each scoped",
  "lib/scheduling/visit-photos/list-visit-photos.ts": "photos of visits already read through the scope",
  "lib/webhooks/list-webhook-endpoints.ts": "the business's endpoints",
};

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(rel) : [rel];
  });
}

const operations = filesUnder("lib")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => ({ file, source: fs.readFileSync(path.join(ROOT, file), "utf8") }))
  .filter(({ source }) => OPERATION.test(source));

describe("every scoped read respects location scope (issue 38)", () => {
  it("finds the domain's read operations", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it("each scopes by location or says why it needs not", () => {
    const ignoring = operations.filter(({ file, source }) => !SCOPED.test(source) && !(file in NO_LOCATION)).map(({ file }) => file);
    expect(ignoring).toEqual([]);
  });

  it("names no exemption that does not exist or has since become scoped", () => {
    const byFile = new Map(operations.map((op) => [op.file, op.source]));
    const stale = Object.keys(NO_LOCATION).filter((file) => !byFile.has(file) || SCOPED.test(byFile.get(file)!));
    expect(stale).toEqual([]);
  });
});

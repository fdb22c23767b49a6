/**
 * THE authorisation table (issue 9 item 4): what each of the eight callers gets from every
 * page, route handler and server action. authorization-matrix.spec.ts builds the list of
 * targets from the code and fails on any target missing here, any other outcome, any 5xx
 * and any foreign row in a response.
 *
 * Outcomes: an HTTP status ("200", "404"), a redirect with its target ("307 /auth?…"), a
 * page that answers 200 and then redirects or shows not-found while streaming
 * ("200 → /login", "200 → not-found"); for actions the ActionResult ("ok", "401
 * unauthenticated", "404 not_found" …), a redirect the action asked for ("redirect /x"), or
 * the HTTP answer when the request never reached the action (the proxy's "307 /auth").
 *
 * The callers (tests/e2e/security/matrix-roles.ts): anonymous; customers A and B of
 * business A; customer C of business C; business A's default employee and owner; business
 * C's owner; the superadmin. Requests are made on business A's tenant host for portal
 * targets, on the main host otherwise — its staff host app., which serves the whole main app
 * (the apex sends staff pages there) — and every caller sends its cookies to every host.
 * Ids in paths and inputs are customer A's (so B and C are trying someone else's).
 */
import fs from "node:fs";
import path from "node:path";
import { CONTRACT_TEXT, TINY_PNG } from "../../support/portal-fixtures";
import { sha256Hex } from "../../../lib/security/tokens";
import type { World } from "../../support/authz-world";
import { mainHost, tenantHost, type HttpRequest } from "./http";
import type { Role } from "./matrix-roles";
import { concretePath, type Target } from "./matrix-targets";

export type MatrixContext = { world: World; cookies: Record<Role, string>; fileId: string };

const firstBlogSlug = () => fs.readdirSync(path.join(process.cwd(), "content", "blog")).sort()[0].replace(/\.mdx?$/, "");

/** Values of the dynamic route segments: customer A's rows, the demo's fixed ids, a real blog post. */
export const PARAMS = (ctx: MatrixContext): Record<string, string> => ({
  tenant: ctx.world.a.subdomain,
  quoteId: ctx.world.customerA.rows.quoteId,
  invoiceId: ctx.world.customerA.rows.invoiceId,
  contractId: ctx.world.customerA.rows.contractId,
  businessId: ctx.world.a.id,
  // Customer A's visit is the single visit of a one-off job with the same id.
  jobId: ctx.world.customerA.rows.jobId,
  customerId: ctx.world.customerA.id,
  fileId: ctx.fileId,
  conversationId: ctx.world.customerA.rows.conversationId,
  serviceId: ctx.world.a.serviceId,
  // Business A's default employee (the Working hours page).
  memberId: ctx.world.a.employeeMemberId,
  // Customer A's (still scheduled) visit: the rating page shows it, the rate action refuses it (409).
  visitId: ctx.world.customerA.rows.jobId,
  report: "revenue",
  slug: firstBlogSlug(),
  file: "logo.svg",
  nextauth: "session",
  rest: "no-such-page",
  // The marketing catch-all: any path no route claims.
  missing: "no-such-page/deeper",
  // API v1 resource ids (/api/v1/services/[id], /api/v1/{quotes,invoices}/[id]): cookies never open the API
  // (401 before the id is read), so the id only has to be real.
  id: ctx.world.a.serviceId,
});
/** The demo portal is prerendered for its own document ids. */
const DEMO_PARAMS = { quoteId: "q-2041", invoiceId: "inv-3104" };

const json = (body: unknown, host: string, extra: Record<string, string> = {}) => ({
  headers: { "content-type": "application/json", origin: `http://${host}`, ...extra },
  body: JSON.stringify(body),
});

function multipartPng(host: string) {
  const boundary = "----matrix-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    TINY_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: `http://${host}` }, body };
}

/** An upload that is no image (a logo, a visit photo): who may call is checked, and nothing changes for anyone. */
function multipartNotAnImage(host: string, field = "logo", fields: Record<string, string> = {}) {
  const boundary = "----matrix-boundary";
  const extra = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("");
  const body = Buffer.from(`${extra}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--${boundary}--\r\n`);
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: `http://${host}` }, body };
}

/** How each route handler is called (method, path, body); by default a bare request. */
export function requestFor(ctx: MatrixContext, target: Target, role: Role): HttpRequest {
  const host = target.onTenant || PORTAL_API.has(target.key) ? tenantHost(ctx.world.a.subdomain) : mainHost;
  const params = target.pattern.startsWith("/demo-portal/") ? { ...PARAMS(ctx), ...DEMO_PARAMS } : PARAMS(ctx);
  const base: HttpRequest = { method: target.method, host, path: concretePath(target.pattern, params), headers: {} };
  const cookie: Record<string, string> = ctx.cookies[role] ? { cookie: ctx.cookies[role] } : {};
  const special = ROUTE_REQUESTS[target.key]?.(ctx, host);
  return { ...base, ...special, headers: { ...base.headers, ...special?.headers, ...cookie } };
}

/** Routes of the portal API: asked on business A's tenant host, as the portal's pages do. */
const PORTAL_API = new Set([
  "route POST /api/book",
  "route GET /api/book/slots",
  "route GET /api/book/claim",
  "route POST /api/book/visit",
  "route POST /api/customer-login",
  "route POST /api/customer-signup",
  "route POST /api/customer-portal-auth",
  "route GET /api/customer-portal-data",
  "route POST /api/customer-portal-data",
  "route GET /api/files/[fileId]",
  "route GET /api/portal/contracts/[contractId]/pdf",
  "route GET /api/portal/invoices/[invoiceId]/pdf",
  "route GET /api/portal/quotes/[quoteId]/pdf",
  "route GET /api/portal/statement",
  "route GET /api/portal/messages/stream",
  "route POST /api/portal/uploads",
]);

const ROUTE_REQUESTS: Record<string, (ctx: MatrixContext, host: string) => Partial<HttpRequest>> = {
  // Without Auth.js's CSRF token: refused, and nobody is signed in or out.
  "route POST /api/auth/[...nextauth]": (_ctx, host) => ({ path: "/api/auth/callback/credentials", ...json({}, host) }),
  // Invalid bodies: the matrix checks who may call, not credentials (the throttling tests do).
  "route POST /api/customer-login": (_ctx, host) => json({ email: "", password: "" }, host),
  "route POST /api/customer-signup": (_ctx, host) => json({ email: "" }, host),
  "route POST /api/book": (_ctx, host) => json({ email: "" }, host),
  "route POST /api/book/visit": (_ctx, host) => json({ visitToken: "" }, host),
  "route POST /api/customer-portal-auth": (_ctx, host) => json({ action: "validate_session" }, host),
  "route GET /api/customer-portal-data": () => ({ path: "/api/customer-portal-data?action=quotes" }),
  "route POST /api/customer-portal-data": (ctx, host) =>
    json({ action: "send_message", message_data: { conversation_id: ctx.world.customerA.rows.conversationId, content: "Matrix hello" } }, host),
  "route GET /api/portal/messages/stream": (ctx) => ({ path: `/api/portal/messages/stream?conversation_id=${ctx.world.customerA.rows.conversationId}` }),
  "route POST /api/portal/uploads": (_ctx, host) => multipartPng(host),
  "route POST /api/admin/uploads": (_ctx, host) => multipartPng(host),
  "route POST /api/admin/branding/logo": (_ctx, host) => multipartNotAnImage(host),
  "route POST /api/admin/visits/[visitId]/photos": (_ctx, host) => multipartNotAnImage(host, "photo", { kind: "before" }),
  "route DELETE /api/admin/branding/logo": (_ctx, host) => ({ headers: { origin: `http://${host}` } }),
  "route POST /api/v1/conversations/[conversationId]/messages": (_ctx, host) => json({ content: "Matrix hello" }, host),
  // A cross-site request only redirects (it must not sign anyone out).
  "route GET /auth/session-ended": () => ({ headers: { "sec-fetch-site": "cross-site" } }),
};

/** An id no row has: for actions whose allowed call would change what other targets read. */
const NO_ROW = "00000000-0000-4000-8000-0000000000aa";
/** The Services form sends every field, empty ones as "". */
const MATRIX_SERVICE = { name: "Matrix Service", description: "", price: "10", billingMethod: "flat", isRecurring: false, recurringInterval: "", durationMinutes: "", tags: "", active: true };
/** Services → Pricing (issue 39 item 1): a whole valid rule, so only the service id decides the answer. */
const MATRIX_PRICING = { basePrice: "35", baseMinutes: "45", frequencies: ["weekly"], discounts: {}, deposit: "none", addOns: [] };
/** The Locations form sends every field, empty ones as "". */
const MATRIX_LOCATION = { name: "Matrix", address: "", phone: "", email: "", timezone: "", postalCodes: "", radiusMiles: "", taxRateBps: "", documentPrefix: "" };
/** A well-formed id that names no row. */
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** The one input object each action is called with, per caller. */
const signature = (ctx: MatrixContext) => ({
  contractId: ctx.world.customerA.rows.contractId,
  signerName: "Casey Tester",
  signatureImage: `data:image/png;base64,${TINY_PNG.toString("base64")}`,
  consent: true,
  contentSha256: sha256Hex(`${CONTRACT_TEXT}\nMK${ctx.world.tag}ACTEXT`),
});
const ACTION_INPUTS: Record<string, (ctx: MatrixContext, role: Role) => unknown> = {
  "action lib/admin/actions/team/invite-employee.ts#inviteEmployeeAction": (ctx) => ({ email: `matrix-${ctx.world.tag}@example.test`, role: "default" }),
  "action lib/admin/actions/team/revoke-invitation.ts#revokeInvitationAction": (ctx) => ({ invitationId: ctx.world.a.invitationId }),
  "action lib/admin/actions/team/update-member-access.ts#updateMemberAccessAction": (ctx) => ({ memberId: ctx.world.a.employeeMemberId, access: "default" }),
  "action lib/admin/actions/team/set-member-locations.ts#setMemberLocationsAction": (ctx) => ({ memberId: ctx.world.a.employeeMemberId, locationIds: [] }),
  // Weekends off, the week the matrix leaves behind changes nothing another target reads.
  "action lib/admin/actions/team/set-working-hours.ts#setWorkingHoursAction": (ctx) => ({
    memberId: ctx.world.a.employeeMemberId,
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, works: weekday <= 5, start: "08:00", end: "17:00" })),
  }),
  "action lib/admin/actions/account/sign-out.ts#signOutAction": () => null,
  // Invalid input: the matrix must not change the world's passwords (the change itself: tests/integration/staff-auth/staff-password.test.ts).
  "action lib/admin/actions/account/change-password.ts#changePasswordAction": () => ({ currentPassword: "", password: "", confirmPassword: "" }),
  "action lib/admin/actions/inbox/reply-to-conversation.ts#replyToConversationAction": (ctx) => ({ conversationId: ctx.world.customerA.rows.conversationId, content: "Matrix reply" }),
  "action lib/admin/actions/inbox/mark-conversation-unread.ts#markConversationUnreadAction": (ctx) => ({ conversationId: ctx.world.customerA.rows.conversationId }),
  "action lib/admin/actions/account/mark-staff-notifications-read.ts#markStaffNotificationsReadAction": () => null,
  // All locations: changes nothing another target reads (the world's businesses have one location each).
  "action lib/admin/actions/account/choose-location.ts#chooseLocationAction": () => ({ locationId: null }),
  // Feedback (issue 13): the world has no review, so the reply names no row; A's visit is not completed.
  "action lib/admin/actions/inbox/reply-to-review.ts#replyToReviewAction": () => ({ feedbackId: NO_ROW, reply: "Matrix reply" }),
  "action lib/admin/actions/inbox/send-check-in.ts#sendCheckInAction": (ctx) => ({ customerId: ctx.world.customerA.id }),
  // Saved replies (issue 13): business A's; the delete names A's spare one, so the update still finds the first.
  "action lib/admin/actions/inbox/create-saved-reply.ts#createSavedReplyAction": () => ({ title: "Matrix reply", body: "Matrix body" }),
  "action lib/admin/actions/inbox/update-saved-reply.ts#updateSavedReplyAction": (ctx) => ({ savedReplyId: ctx.world.a.savedReplyId, title: "Matrix reply", body: "Matrix body" }),
  "action lib/admin/actions/inbox/delete-saved-reply.ts#deleteSavedReplyAction": (ctx) => ({ savedReplyId: ctx.world.a.savedReplyToDeleteId }),
  "action lib/portal/actions/rate-visit.ts#rateVisitAction": (ctx) => ({ visitId: ctx.world.customerA.rows.jobId, rating: 5 }),
  // Business workspace I. Inputs keep business A as the other targets expect it: the owner's
  // profile and portal inputs restate its own name and subdomain (business C's owner restates C's),
  // and ids that must not change anything for anyone (archive, edit, answer, revoke) name no row.
  "action lib/admin/actions/services/create-service.ts#createServiceAction": () => ({ ...MATRIX_SERVICE, active: false }),
  "action lib/admin/actions/services/update-service.ts#updateServiceAction": () => ({ serviceId: NO_ROW, values: MATRIX_SERVICE }),
  "action lib/admin/actions/services/set-service-locations.ts#setServiceLocationsAction": () => ({ serviceId: NO_ROW, offers: [] }),
  "action lib/admin/actions/services/set-service-pricing.ts#setServicePricingAction": () => ({ serviceId: NO_ROW, ...MATRIX_PRICING }),
  "action lib/admin/actions/services/set-service-pricing.ts#clearServicePricingAction": () => ({ serviceId: NO_ROW }),
  "action lib/admin/actions/services/archive-service.ts#archiveServiceAction": () => ({ serviceId: NO_ROW }),
  "action lib/admin/actions/services/reorder-services.ts#reorderServicesAction": (ctx) => ({ serviceIds: [ctx.world.a.serviceId] }),
  "action lib/admin/actions/service-requests/respond-to-service-request.ts#respondToServiceRequestAction": () => ({ requestId: NO_ROW, decision: "decline" }),
  "action lib/admin/actions/bookings/decide-booking.ts#decideBookingAction": () => ({ bookingId: NO_ROW, decision: "approve" }),
  // The world has no lead: who may call is checked, and no email leaves (tests/integration/booking/booking-leads.test.ts follows one up).
  "action lib/admin/actions/bookings/follow-up-lead.ts#followUpLeadAction": () => ({ leadId: NO_ROW }),
  // Accepting a request into work names no request (the allowed paths: tests/integration/scheduling/service-requests-to-work.test.ts).
  "action lib/admin/actions/service-requests/accept-service-request-into-job.ts#acceptServiceRequestIntoJobAction": () => ({ requestId: NO_ROW, title: "Matrix job", startDate: "2030-01-07", startTime: "09:00", durationMinutes: 60 }),
  "action lib/admin/actions/service-requests/accept-service-request-into-quote.ts#acceptServiceRequestIntoQuoteAction": () => ({ requestId: NO_ROW, title: "Matrix quote", lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4500 }] }),
  "action lib/admin/actions/settings/update-business-profile.ts#updateBusinessProfileAction": (ctx, role) => ({
    companyName: `World MK${ctx.world.tag}${role === "otherOwner" ? "C" : "A"}BIZ`, businessEmail: "", businessPhone: "", businessAddress: "", timezone: "America/New_York", taxRate: "8.25",
  }),
  "action lib/admin/actions/settings/update-branding.ts#updateBrandingAction": () => ({ themePrimaryColor: "#1e40af", themeSecondaryColor: "#f3f4f6" }),
  "action lib/admin/actions/settings/update-booking-settings.ts#updateBookingSettingsAction": () => ({ enabled: true, autoConfirm: true, windowsMode: "standard", windows: "", websiteOrigins: "", terms: "" }),
  "action lib/admin/actions/settings/update-portal-settings.ts#updatePortalSettingsAction": (ctx, role) => ({
    portalSubdomain: role === "otherOwner" ? ctx.world.c.subdomain : ctx.world.a.subdomain,
    portalEnabled: true, allowCancellation: true, allowRescheduling: true, autoReminders: true, reminderHours: "24",
    notifications: { emailOnNewMessage: true, emailOnQuoteResponse: true, emailOnServiceRequest: true, emailOnInvoicePaid: true, emailCustomersOnNewInvoice: true, emailCustomersOnJobUpdate: true },
  }),
  // Custom domain: a name nobody verifies, so no tenant starts answering on it. Verify's outcome
  // would hang on the order of calls and on DNS, so it gets input it refuses (it takes none):
  // past the access checks, a 400 for the members who may call it.
  "action lib/admin/actions/settings/custom-domain.ts#setCustomDomainAction": (ctx, role) => ({ domain: `matrix-${role}.${ctx.world.tag}.example.test` }),
  "action lib/admin/actions/settings/custom-domain.ts#verifyCustomDomainAction": () => ({ recheck: true }),
  "action lib/admin/actions/settings/custom-domain.ts#removeCustomDomainAction": () => ({}),
  // Locations: a branch of each owner's own; the other ids name no row.
  "action lib/admin/actions/settings/locations.ts#createLocationAction": (_ctx, role) => ({ ...MATRIX_LOCATION, name: `Matrix ${role}` }),
  "action lib/admin/actions/settings/locations.ts#updateLocationAction": () => ({ locationId: NO_ROW, values: MATRIX_LOCATION }),
  "action lib/admin/actions/settings/locations.ts#makeDefaultLocationAction": () => ({ locationId: NO_ROW }),
  "action lib/admin/actions/settings/locations.ts#archiveLocationAction": () => ({ locationId: NO_ROW }),
  "action lib/admin/actions/settings/locations.ts#restoreLocationAction": () => ({ locationId: NO_ROW }),
  "action lib/admin/actions/settings/create-api-key.ts#createApiKeyAction": () => ({ name: "Matrix key", permissions: ["view_jobs"] }),
  "action lib/admin/actions/settings/revoke-api-key.ts#revokeApiKeyAction": () => ({ apiKeyId: NO_ROW }),
  // The e2e app admits private addresses (WEBHOOKS_ALLOW_PRIVATE=1); nothing listens on port 9.
  "action lib/admin/actions/settings/create-webhook-endpoint.ts#createWebhookEndpointAction": () => ({ url: "http://127.0.0.1:9/matrix", events: ["visit.completed"] }),
  "action lib/admin/actions/settings/delete-webhook-endpoint.ts#deleteWebhookEndpointAction": () => ({ endpointId: NO_ROW }),
  // Business A's failed delivery: its owner re-sends it (to a name that never resolves), anyone else is refused.
  "action lib/admin/actions/settings/resend-webhook-delivery.ts#resendWebhookDeliveryAction": (ctx) => ({ deliveryId: ctx.world.a.webhookDeliveryId }),
  // Money (issue 12): customer A's rows; a new draft for customer A where one is created.
  "action lib/admin/actions/quotes/save-quote.ts#saveQuoteAction": (ctx) => ({
    customerId: ctx.world.customerA.id,
    title: "Matrix quote",
    lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4500 }],
  }),
  "action lib/admin/actions/quotes/send-quote.ts#sendQuoteAction": (ctx) => ({ quoteId: ctx.world.customerA.rows.quoteId }),
  // Revisions (issue 37) name no row: an owner's revision of the world's quote or invoice would race
  // the other money targets (a payment first makes the invoice unrevisable). The allowed paths:
  // tests/integration/money/document-revisions.test.ts and tests/integration/actions/.
  "action lib/admin/actions/quotes/revise-quote.ts#reviseQuoteAction": () => ({ quoteId: NO_ROW, title: "Matrix revision", lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4500 }] }),
  "action lib/admin/actions/invoices/revise-invoice.ts#reviseInvoiceAction": () => ({ invoiceId: NO_ROW, description: "Matrix revision", lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4500 }] }),
  "action lib/admin/actions/quotes/duplicate-quote.ts#duplicateQuoteAction": (ctx) => ({ quoteId: ctx.world.customerA.rows.quoteId }),
  // Conversions (issue 37) name no row: customer A's approval target may approve the world's quote
  // first, and a job or invoice made from it would change what other targets read. The allowed
  // paths: tests/integration/money/quote-conversions*.test.ts.
  "action lib/admin/actions/quotes/create-job-from-quote.ts#createJobFromQuoteAction": () => ({ quoteId: NO_ROW }),
  "action lib/admin/actions/quotes/create-contract-from-quote.ts#createContractFromQuoteAction": () => ({ quoteId: NO_ROW }),
  "action lib/admin/actions/quotes/create-invoice-from-quote.ts#createInvoiceFromQuoteAction": () => ({ quoteId: NO_ROW }),
  "action lib/admin/actions/quotes/record-quote-deposit.ts#recordQuoteDepositAction": () => ({ quoteId: NO_ROW, amountCents: 100, method: "cash" }),
  "action lib/admin/actions/contracts/create-contract.ts#createContractAction": (ctx) => ({ source: "terms", customerId: ctx.world.customerA.id, title: "Matrix contract", content: "Terms." }),
  "action lib/admin/actions/contracts/send-contract.ts#sendContractAction": (ctx) => ({ contractId: ctx.world.customerA.rows.contractId }),
  "action lib/admin/actions/invoices/save-invoice.ts#saveInvoiceAction": (ctx) => ({
    customerId: ctx.world.customerA.id,
    description: "Matrix invoice",
    lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4500 }],
  }),
  "action lib/admin/actions/invoices/send-invoice.ts#sendInvoiceAction": (ctx) => ({ invoiceId: ctx.world.customerA.rows.invoiceId }),
  // Batch invoicing (issue 12): customer A's visit is still scheduled (409 for the owner); the batch send names A's issued invoice.
  "action lib/admin/actions/invoices/create-visit-invoices.ts#createVisitInvoicesAction": (ctx) => ({ visitIds: [ctx.world.customerA.rows.jobId] }),
  "action lib/admin/actions/invoices/send-invoices-batch.ts#sendInvoicesBatchAction": (ctx) => ({ invoiceIds: [ctx.world.customerA.rows.invoiceId] }),
  "action lib/admin/actions/schedule/set-job-invoicing-rule.ts#setJobInvoicingRuleAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId, rule: "manual" }),
  "action lib/admin/actions/invoices/send-invoice-reminder.ts#sendInvoiceReminderAction": (ctx) => ({ invoiceId: ctx.world.customerA.rows.invoiceId }),
  // Credits (issue 12): $1.00 off A's $108.25 invoice; the matrix runs actions in key order, so before the payment and the void.
  "action lib/admin/actions/invoices/apply-invoice-credit.ts#applyInvoiceCreditAction": (ctx) => ({ invoiceId: ctx.world.customerA.rows.invoiceId, amountCents: 100, reason: "Matrix credit" }),
  "action lib/admin/actions/invoices/record-payment.ts#recordPaymentAction": (ctx) => ({ invoiceId: ctx.world.customerA.rows.invoiceId, amountCents: 100, method: "cash" }),
  "action lib/admin/actions/invoices/void-invoice.ts#voidInvoiceAction": (ctx) => ({ invoiceId: ctx.world.customerA.rows.invoiceId }),
  // Refunds (issue 12) name no payment: the world's invoice has none, and a refund would put money back on it under the other targets' feet. Allowed paths: tests/integration/money/refund-payment.test.ts.
  "action lib/admin/actions/invoices/refund-payment.ts#refundPaymentAction": () => ({ paymentId: NO_ROW, amountCents: 100, reason: "Matrix refund" }),
  "action lib/admin/actions/quotes/refund-quote-deposit.ts#refundQuoteDepositAction": () => ({ paymentId: NO_ROW, amountCents: 100, reason: "Matrix refund" }),
  // Payments (issue 12): connecting takes nothing (the business's own account); Pay now names customer A's invoice.
  "action lib/admin/actions/settings/connect-stripe.ts#connectStripeAction": () => null,
  // Off, as seeded: the matrix must not make other specs' rule invoices go out.
  "action lib/admin/actions/settings/update-invoicing-settings.ts#updateInvoicingSettingsAction": () => ({ autoSendRuleInvoices: false }),
  "action lib/portal/actions/pay-invoice.ts#payInvoiceAction": (ctx) => ({ invoiceId: ctx.world.customerA.rows.invoiceId }),
  "action lib/portal/actions/pay-quote-deposit.ts#payQuoteDepositAction": (ctx) => ({ quoteId: ctx.world.customerA.rows.quoteId }),
  // Saved card and autopay (issue 12): always the caller's own; A's business takes no cards, so saving one is 409.
  "action lib/portal/actions/payment-card.ts#startCardSetupAction": () => null,
  "action lib/portal/actions/payment-card.ts#removeCardAction": () => null,
  "action lib/portal/actions/payment-card.ts#setAutopayAction": () => ({ enabled: false }),
  // Scheduling: customer A's one-off job; complete closes customer B's visit (as the employee,
  // so the owner's call after it answers 409).
  "action lib/admin/actions/schedule/create-job.ts#createJobAction": (ctx) => ({ customerId: ctx.world.customerA.id, title: "Matrix job", startDate: "2030-01-07", startTime: "09:00", durationMinutes: 60 }),
  "action lib/admin/actions/schedule/update-job.ts#updateJobAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId, title: "Matrix job" }),
  "action lib/admin/actions/schedule/edit-visit.ts#editVisitAction": (ctx) => ({ visitId: ctx.world.customerA.rows.jobId, scope: "this", date: "2030-01-08", time: "10:00", durationMinutes: 60 }),
  // Skip and start name no visit: on customer B's visit their outcome depended on whether
  // complete had run first (targets run in parallel). Their allowed paths are tested in
  // tests/integration/scheduling/actions.test.ts.
  "action lib/admin/actions/schedule/skip-visit.ts#skipVisitAction": () => ({ visitId: NO_ROW, reason: "Matrix" }),
  // On my way names customer A's visit: allowed callers notify A (a bell and an outbox email) and
  // set its on_my_way_at, which no other target reads; the second caller within 10 minutes is refused.
  "action lib/admin/actions/schedule/send-on-my-way.ts#sendOnMyWayAction": (ctx) => ({ visitId: ctx.world.customerA.rows.jobId }),
  "action lib/admin/actions/schedule/start-visit.ts#startVisitAction": () => ({ visitId: NO_ROW }),
  "action lib/admin/actions/schedule/complete-visit.ts#completeVisitAction": (ctx) => ({ visitId: ctx.world.customerB.rows.jobId, note: "Matrix" }),
  // A reason that is only spaces: every caller allowed to try gets the validation error, nothing is cancelled.
  "action lib/admin/actions/schedule/cancel-visit.ts#cancelVisitAction": (ctx) => ({ visitId: ctx.world.customerB.rows.jobId, reason: "  " }),
  // Pause and resume name customer A's one-off job (so schedulers get 409: only a recurring job
  // pauses, and it is not paused); the preview writes nothing; the shift names no visit (it would
  // move customer A's visit under the other targets' feet). Allowed paths:
  // tests/integration/scheduling/{pause-and-shift,actions}.test.ts.
  "action lib/admin/actions/service-requests/answer-reschedule-request.ts#acceptRescheduleRequestAction": (ctx) => ({ requestId: ctx.world.customerA.rows.rescheduleRequestId }),
  "action lib/admin/actions/service-requests/answer-reschedule-request.ts#declineRescheduleRequestAction": (ctx) => ({ requestId: ctx.world.customerA.rows.rescheduleRequestId, message: "Matrix" }),
  "action lib/admin/actions/schedule/pause-job.ts#pauseJobAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId, until: "2030-02-01" }),
  "action lib/admin/actions/schedule/resume-job.ts#resumeJobAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId }),
  "action lib/admin/actions/schedule/shift-series.ts#previewSeriesShiftAction": (ctx) => ({ visitId: ctx.world.customerA.rows.jobId, days: 1 }),
  "action lib/admin/actions/schedule/shift-series.ts#shiftSeriesAction": () => ({ visitId: NO_ROW, days: 1 }),
  // Opening a projected visit names customer A's one-off job: schedulers get 409 (only a recurring job projects), nothing is stored.
  "action lib/admin/actions/schedule/materialise-projected-visit.ts#materialiseProjectedVisitAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId, date: "2030-03-04" }),
  // Customers: inputs that leave customer A's portal access alone (the matrix's later calls need it).
  "action lib/admin/actions/customers/save-customer.ts#createCustomerAction": (ctx, role) => ({ firstName: "Matrix", lastName: "Customer", email: `matrix-${role}-${ctx.world.tag}@example.test` }),
  "action lib/admin/actions/customers/save-customer.ts#updateCustomerAction": (ctx) => ({ customerId: ctx.world.customerA.id, notes: "Matrix note" }),
  "action lib/admin/actions/customers/archive-customer.ts#setCustomerArchivedAction": (ctx) => ({ customerId: ctx.world.customerA.id, archived: false }),
  "action lib/admin/actions/customers/properties.ts#addPropertyAction": (ctx) => ({ customerId: ctx.world.customerA.id, label: "Matrix", address: "1 Matrix Way" }),
  "action lib/admin/actions/customers/properties.ts#updatePropertyAction": (ctx) => ({ customerId: ctx.world.customerA.id, propertyId: NO_SUCH_ID, label: "Matrix", address: "1 Matrix Way" }),
  "action lib/admin/actions/customers/properties.ts#removePropertyAction": (ctx) => ({ customerId: ctx.world.customerA.id, propertyId: NO_SUCH_ID }),
  "action lib/admin/actions/customers/portal-access.ts#inviteCustomerAction": (ctx) => ({ customerId: ctx.world.customerA.id }),
  // Mints an unused one-minute preview grant: nothing any other target reads changes.
  "action lib/admin/actions/customers/portal-preview.ts#startPortalPreviewAction": (ctx) => ({ customerId: ctx.world.customerA.id }),
  "action lib/admin/actions/customers/portal-access.ts#revokePortalAccessAction": (ctx, role) => ({ customerId: role === "otherOwner" ? ctx.world.customerA.id : NO_SUCH_ID }),
  "action lib/admin/actions/customers/bulk-customers.ts#bulkTagCustomersAction": (ctx) => ({ customerIds: [ctx.world.customerA.id], tag: "matrix" }),
  "action lib/admin/actions/customers/bulk-customers.ts#bulkInviteCustomersAction": (ctx) => ({ customerIds: [ctx.world.customerA.id] }),
  "action lib/admin/actions/customers/import-customers.ts#importCustomersAction": (ctx, role) => ({ csv: `first_name,last_name,email\nMatrix,Import,import-${role}-${ctx.world.tag}@example.test\n`, commit: true }),
  "action lib/portal/actions/logout-customer.ts#logoutCustomer": () => null,
  "action lib/portal/actions/mark-notifications-read.ts#markNotificationsReadAction": () => null,
  "action lib/portal/actions/request-service.ts#requestServiceAction": (ctx) => ({ serviceId: ctx.world.a.serviceId, requestType: "one_time" }),
  // Self-service on customer A's visit: customer A's own skip names no visit (a real skip would
  // close the visit the scheduling targets use); everyone else names customer A's visit.
  "action lib/portal/actions/service-pause.ts#pauseServiceAsCustomerAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId, from: "2030-02-01", until: "2030-02-10" }),
  "action lib/portal/actions/service-pause.ts#resumeServiceAsCustomerAction": (ctx) => ({ jobId: ctx.world.customerA.rows.jobId }),
  "action lib/portal/actions/visit-self-service.ts#skipVisitAsCustomerAction": (ctx, role) => ({ visitId: role === "customerA" ? NO_ROW : ctx.world.customerA.rows.jobId, reason: "Matrix" }),
  "action lib/portal/actions/visit-self-service.ts#requestVisitRescheduleAction": (ctx) => ({ visitId: ctx.world.customerA.rows.jobId, preferredDate: "2030-01-15", preferredTimeSlot: "8:00-10:00 AM", notes: "Matrix" }),
  "action lib/portal/actions/respond-to-quote.ts#respondToQuoteAction": (ctx) => ({ quoteId: ctx.world.customerA.rows.quoteId, decision: "approve" }),
  "action lib/portal/actions/send-message.ts#sendMessageAction": (ctx) => ({ conversationId: ctx.world.customerA.rows.conversationId, content: "Matrix hello" }),
  "action lib/portal/actions/sign-contract.ts#signContractAction": (ctx) => signature(ctx),
  "action lib/portal/actions/subscribe.ts#subscribeAction": (ctx) => ({ serviceId: ctx.world.a.serviceId }),
  // Each customer keeps their own email (so two customers never collide); names go neutral.
  // Each customer names A's property: only A may change it (to the same notes it has).
  "action lib/portal/actions/update-property-access-notes.ts#updatePropertyAccessNotesAction": (ctx) => ({ propertyId: ctx.world.customerA.rows.propertyId, gateCode: `MK${ctx.world.tag}AGATE` }),
  "action lib/portal/actions/update-account.ts#updateAccountAction": (ctx, role) => ({
    firstName: "Pat",
    lastName: "Neutral",
    email: role === "customerB" ? ctx.world.customerB.email : role === "customerC" ? ctx.world.customerC.email : ctx.world.customerA.email,
  }),
  // Superadmin business actions are called with the state A already has (no change), so the world stays usable.
  "action lib/superadmin/actions/set-business-suspension.ts#setBusinessSuspensionAction": (ctx) => ({ businessId: ctx.world.a.id, suspended: false }),
  "action lib/superadmin/actions/set-business-portal-enabled.ts#setBusinessPortalEnabledAction": (ctx) => ({ businessId: ctx.world.a.id, enabled: true }),
  "action lib/superadmin/actions/invite-waitlist-entries.ts#inviteWaitlistEntriesAction": () => ({ entryIds: ["00000000-0000-4000-8000-000000000000"] }),
  // Support view of a business no row names (404): a real start would leave a session and audit rows behind.
  "action lib/superadmin/actions/start-support-view.ts#startSupportViewAction": () => ({ businessId: NO_SUCH_ID }),
  // Without a support-view cookie there is nothing to end; the banner posts it from the admin shell.
  "action lib/superadmin/actions/end-support-view.ts#endSupportViewAction": () => null,
  // A queue with no failed jobs: nothing is re-queued.
  "action lib/superadmin/actions/retry-failed-jobs.ts#retryFailedJobsAction": () => ({ queue: "matrix-no-such-queue" }),
  // Runs the live probes for real (they create and remove two throwaway tenants of their own).
  "action lib/superadmin/actions/run-security-checks.ts#runSecurityChecksAction": () => ({}),
  "action lib/superadmin/actions/update-platform-settings.ts#updatePlatformSettingsAction": () => ({
    signupsOpen: true,
    waitlistEnabled: true,
    supportEmail: "hello@serviceloop.test",
    platformFeeBps: 50,
    defaultTrialDays: 14,
  }),
  // Public actions get invalid input: who may call them is "anyone"; their refusals of
  // wrong credentials are tested in tests/integration/actions.
  "action lib/public/actions/accept-invitation.ts#acceptInvitationAction": () => ({ token: "short" }),
  "action lib/public/actions/google-sign-in.ts#googleSignInAction": () => "not an object",
  "action lib/public/actions/join-waitlist.ts#joinWaitlistAction": () => ({ email: "nope" }),
  "action lib/public/actions/request-password-reset.ts#requestPasswordResetAction": () => ({ email: "nope" }),
  "action lib/public/actions/reset-password.ts#resetPasswordAction": () => ({ token: "", password: "", confirmPassword: "" }),
  "action lib/public/actions/send-contact-message.ts#sendContactMessageAction": () => ({ email: "nope" }),
  "action lib/public/actions/sign-in.ts#signInAction": () => ({ email: "", password: "" }),
  "action lib/public/actions/sign-up.ts#signUpAction": () => ({ email: "nope" }),
  "action lib/public/actions/superadmin-sign-in.ts#superadminSignInAction": () => ({ email: "", password: "" }),
};

export function inputFor(ctx: MatrixContext, key: string, role: Role): unknown {
  const input = ACTION_INPUTS[key];
  if (!input) throw new Error(`no input for ${key}: add it to ACTION_INPUTS in authorization-table.ts`);
  return input(ctx, role);
}

/** Targets that end sessions: run after everything else. */
export const DESTRUCTIVE = new Set([
  "action lib/admin/actions/account/sign-out.ts#signOutAction",
  "action lib/portal/actions/logout-customer.ts#logoutCustomer",
]);

type Row = Partial<Record<Role | "*", string>>;

/**
 * The expected outcomes: one row per target; "*" is every caller not named.
 * Reading guide: the proxy answers main-host /admin/* and /superadmin/* before any page or
 * action runs (307 to the sign-in page, or to the caller's own dashboard); business C's owner
 * sees business C's workspace (the markers prove none of A's rows are in it); portal pages
 * answer a real 307 to /login for anyone without a session of business A (no loading boundary
 * sits above the portal's guard, so the redirect is decided before anything streams); B
 * asking for A's document gets B's not-found page (200) or 404 from the APIs.
 */
export const EXPECTED: Record<string, Row> = {
  "action lib/admin/actions/contracts/create-contract.ts#createContractAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcontracts%2Fnew", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/duplicate-quote.ts#duplicateQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  // The default employee holds manage_schedule (a job) but not manage_quotes or manage_invoices.
  "action lib/admin/actions/quotes/create-job-from-quote.ts#createJobFromQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/create-contract-from-quote.ts#createContractFromQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/create-invoice-from-quote.ts#createInvoiceFromQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/record-quote-deposit.ts#recordQuoteDepositAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  // The e2e run's fake Stripe (scripts/test-e2e.ts) makes each owner's account; A has none that can charge, so Pay now is 409.
  "action lib/admin/actions/settings/connect-stripe.ts#connectStripeAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fpayments", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/update-invoicing-settings.ts#updateInvoicingSettingsAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fpayments", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/portal/actions/pay-invoice.ts#payInvoiceAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "404 not_found" },
  "action lib/portal/actions/pay-quote-deposit.ts#payQuoteDepositAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "404 not_found" },
  "action lib/portal/actions/payment-card.ts#startCardSetupAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "409 conflict" },
  "action lib/portal/actions/payment-card.ts#removeCardAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "ok" },
  "action lib/portal/actions/payment-card.ts#setAutopayAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "ok" },
  "action lib/admin/actions/invoices/create-visit-invoices.ts#createVisitInvoicesAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2Funinvoiced", employee: "403 forbidden", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/apply-invoice-credit.ts#applyInvoiceCreditAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/record-payment.ts#recordPaymentAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/refund-payment.ts#refundPaymentAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/refund-quote-deposit.ts#refundQuoteDepositAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/save-invoice.ts#saveInvoiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/save-quote.ts#saveQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/contracts/send-contract.ts#sendContractAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcontracts%2F{id}", employee: "403 forbidden", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/send-invoices-batch.ts#sendInvoicesBatchAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2Funinvoiced", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/send-invoice-reminder.ts#sendInvoiceReminderAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/set-job-invoicing-rule.ts#setJobInvoicingRuleAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/send-invoice.ts#sendInvoiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/send-quote.ts#sendQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/quotes/revise-quote.ts#reviseQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}%2Frevise", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/revise-invoice.ts#reviseInvoiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}%2Frevise", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/invoices/void-invoice.ts#voidInvoiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "page /admin/contracts": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcontracts", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/contracts/[contractId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcontracts%2F{id}", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/contracts/new": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcontracts%2Fnew", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/invoices": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/invoices/[invoiceId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/invoices/uninvoiced": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2Funinvoiced", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/invoices/new": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2Fnew", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/quotes": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/quotes/[quoteId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  // Staff preview and revision of a document (issue 37): the quote's and contract's need manage_quotes,
  // the invoice's preview manage_invoices or view_billing, its revision manage_invoices.
  "page /admin/quotes/[quoteId]/preview": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}%2Fpreview", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/quotes/[quoteId]/revise": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}%2Frevise", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/invoices/[invoiceId]/preview": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}%2Fpreview", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/invoices/[invoiceId]/revise": { "*": "307 /auth?callbackUrl=%2Fadmin%2Finvoices%2F{id}%2Frevise", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/contracts/[contractId]/preview": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcontracts%2F{id}%2Fpreview", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/quotes/new": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2Fnew", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "route GET /api/v1/invoices": { "*": "401" },
  "route GET /api/v1/invoices/[id]": { "*": "401" },
  "route GET /api/v1/quotes": { "*": "401" },
  "route GET /api/v1/contracts": { "*": "401" },
  "route POST /api/v1/contracts": { "*": "401" },
  "route POST /api/v1/contracts/[id]/send": { "*": "401" },
  "route GET /api/v1/customers/[id]/ledger": { "*": "401" },
  "route GET /api/v1/quotes/[id]": { "*": "401" },
  "route POST /api/v1/invoices": { "*": "401" },
  "route POST /api/v1/invoices/[id]/payments": { "*": "401" },
  "route POST /api/v1/invoices/[id]/credits": { "*": "401" },
  "route POST /api/v1/payments/[id]/refunds": { "*": "401" },
  "route POST /api/v1/invoices/[id]/send": { "*": "401" },
  "route POST /api/v1/quotes": { "*": "401" },
  "route POST /api/v1/quotes/[id]/send": { "*": "401" },
  "route POST /api/v1/quotes/[id]/job": { "*": "401" },
  "route POST /api/v1/quotes/[id]/contract": { "*": "401" },
  "route POST /api/v1/quotes/[id]/invoice": { "*": "401" },
  "action lib/admin/actions/schedule/complete-visit.ts#completeVisitAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fmy-day", employee: "ok", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/cancel-visit.ts#cancelVisitAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fmy-day", employee: "400 invalid", owner: "400 invalid", otherOwner: "400 invalid", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/create-job.ts#createJobAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/edit-visit.ts#editVisitAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/service-requests/answer-reschedule-request.ts#acceptRescheduleRequestAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule", employee: "409 conflict", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/service-requests/answer-reschedule-request.ts#declineRescheduleRequestAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule", employee: "409 conflict", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/pause-job.ts#pauseJobAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "409 conflict", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/resume-job.ts#resumeJobAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "409 conflict", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/shift-series.ts#previewSeriesShiftAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/materialise-projected-visit.ts#materialiseProjectedVisitAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule", employee: "409 conflict", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/shift-series.ts#shiftSeriesAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/skip-visit.ts#skipVisitAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/send-on-my-way.ts#sendOnMyWayAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "ok", owner: "429 throttled", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/start-visit.ts#startVisitAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fmy-day", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/schedule/update-job.ts#updateJobAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "page /admin/schedule": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/schedule/jobs": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/schedule/jobs/[jobId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "200", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/schedule/jobs/[jobId]/visits/[visitId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}%2Fvisits%2F{id}", employee: "200", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/schedule/jobs/new": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2Fnew", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/schedule/my-day": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fmy-day", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "route GET /api/v1/jobs": { "*": "401" },
  "route GET /api/v1/jobs/[id]": { "*": "401" },
  "route GET /api/v1/visits": { "*": "401" },
  "route POST /api/v1/visits/[id]/skip": { "*": "401" },
  "route POST /api/v1/visits/[id]/reschedule": { "*": "401" },
  "route POST /api/v1/visits/[id]/complete": { "*": "401" },
  "route POST /api/v1/visits/[id]/cancel": { "*": "401" },
  "route PATCH /api/v1/jobs/[id]": { "*": "401" },
  "route POST /api/v1/jobs": { "*": "401" },
  "action lib/admin/actions/customers/archive-customer.ts#setCustomerArchivedAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/bulk-customers.ts#bulkInviteCustomersAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/bulk-customers.ts#bulkTagCustomersAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/import-customers.ts#importCustomersAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2Fimport", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/portal-access.ts#inviteCustomerAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "409 conflict", owner: "409 conflict", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/portal-preview.ts#startPortalPreviewAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/portal-access.ts#revokePortalAccessAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/properties.ts#addPropertyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/properties.ts#removePropertyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/properties.ts#updatePropertyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/save-customer.ts#createCustomerAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/customers/save-customer.ts#updateCustomerAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/team/invite-employee.ts#inviteEmployeeAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/team/revoke-invitation.ts#revokeInvitationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/mark-conversation-unread.ts#markConversationUnreadAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2F{id}", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/account/mark-staff-notifications-read.ts#markStaffNotificationsReadAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Faccount", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/account/choose-location.ts#chooseLocationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Faccount", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/send-check-in.ts#sendCheckInAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/reply-to-review.ts#replyToReviewAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports%2Freviews", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/create-saved-reply.ts#createSavedReplyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2Fsaved-replies", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/update-saved-reply.ts#updateSavedReplyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2Fsaved-replies", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/delete-saved-reply.ts#deleteSavedReplyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2Fsaved-replies", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/inbox/reply-to-conversation.ts#replyToConversationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2F{id}", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/account/change-password.ts#changePasswordAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Faccount", employee: "400 invalid", owner: "400 invalid", otherOwner: "400 invalid", superadmin: "307 /auth" },
  "action lib/admin/actions/account/sign-out.ts#signOutAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Faccount", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/team/update-member-access.ts#updateMemberAccessAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/team/set-member-locations.ts#setMemberLocationsAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/team/set-working-hours.ts#setWorkingHoursAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees%2F{id}%2Fhours", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/services/create-service.ts#createServiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices", employee: "ok", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/services/update-service.ts#updateServiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/services/set-service-locations.ts#setServiceLocationsAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices%2Flocations%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/services/set-service-pricing.ts#setServicePricingAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices%2Fpricing%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/services/set-service-pricing.ts#clearServicePricingAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices%2Fpricing%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/services/archive-service.ts#archiveServiceAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/services/reorder-services.ts#reorderServicesAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices", employee: "ok", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/service-requests/respond-to-service-request.ts#respondToServiceRequestAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservice-requests", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/bookings/decide-booking.ts#decideBookingAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservice-requests%2Fbookings", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/bookings/follow-up-lead.ts#followUpLeadAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservice-requests%2Fleads", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/service-requests/accept-service-request-into-job.ts#acceptServiceRequestIntoJobAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fschedule%2Fjobs%2F{id}", employee: "404 not_found", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/service-requests/accept-service-request-into-quote.ts#acceptServiceRequestIntoQuoteAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fquotes%2F{id}", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/update-business-profile.ts#updateBusinessProfileAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fprofile", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/update-branding.ts#updateBrandingAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fbranding", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/update-booking-settings.ts#updateBookingSettingsAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fbooking", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/update-portal-settings.ts#updatePortalSettingsAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fportal", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/locations.ts#createLocationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Flocations", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/locations.ts#updateLocationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Flocations", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/locations.ts#makeDefaultLocationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Flocations", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/locations.ts#archiveLocationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Flocations", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/locations.ts#restoreLocationAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Flocations", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/create-api-key.ts#createApiKeyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fapi-keys", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/custom-domain.ts#setCustomDomainAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fdomain", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/custom-domain.ts#verifyCustomDomainAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fdomain", employee: "403 forbidden", owner: "400 invalid", otherOwner: "400 invalid", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/custom-domain.ts#removeCustomDomainAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fdomain", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/revoke-api-key.ts#revokeApiKeyAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fapi-keys", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/create-webhook-endpoint.ts#createWebhookEndpointAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fwebhooks", employee: "403 forbidden", owner: "ok", otherOwner: "ok", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/delete-webhook-endpoint.ts#deleteWebhookEndpointAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fwebhooks", employee: "403 forbidden", owner: "404 not_found", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/admin/actions/settings/resend-webhook-delivery.ts#resendWebhookDeliveryAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fwebhooks", employee: "403 forbidden", owner: "ok", otherOwner: "404 not_found", superadmin: "307 /auth" },
  "action lib/portal/actions/logout-customer.ts#logoutCustomer": { "*": "ok" },
  "action lib/portal/actions/mark-notifications-read.ts#markNotificationsReadAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "ok" },
  "action lib/portal/actions/rate-visit.ts#rateVisitAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "404 not_found" },
  "action lib/portal/actions/request-service.ts#requestServiceAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "ok" },
  "action lib/portal/actions/respond-to-quote.ts#respondToQuoteAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "404 not_found" },
  "action lib/portal/actions/send-message.ts#sendMessageAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "404 not_found" },
  "action lib/portal/actions/sign-contract.ts#signContractAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "404 not_found" },
  "action lib/portal/actions/subscribe.ts#subscribeAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "409 conflict" },
  "action lib/portal/actions/update-account.ts#updateAccountAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "ok" },
  "action lib/portal/actions/update-property-access-notes.ts#updatePropertyAccessNotesAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "404 not_found" },
  "action lib/portal/actions/service-pause.ts#pauseServiceAsCustomerAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "404 not_found" },
  "action lib/portal/actions/service-pause.ts#resumeServiceAsCustomerAction": { "*": "401 unauthenticated", customerA: "409 conflict", customerB: "404 not_found" },
  "action lib/portal/actions/visit-self-service.ts#requestVisitRescheduleAction": { "*": "401 unauthenticated", customerA: "ok", customerB: "404 not_found" },
  "action lib/portal/actions/visit-self-service.ts#skipVisitAsCustomerAction": { "*": "401 unauthenticated", customerA: "404 not_found", customerB: "404 not_found" },
  "action lib/public/actions/accept-invitation.ts#acceptInvitationAction": { "*": "400 invalid" },
  "action lib/public/actions/google-sign-in.ts#googleSignInAction": { "*": "400 invalid", employee: "307 /admin/dashboard", owner: "307 /admin/dashboard", otherOwner: "307 /admin/dashboard", superadmin: "307 /superadmin/dashboard" },
  "action lib/public/actions/join-waitlist.ts#joinWaitlistAction": { "*": "400 invalid" },
  "action lib/public/actions/request-password-reset.ts#requestPasswordResetAction": { "*": "400 invalid" },
  "action lib/public/actions/reset-password.ts#resetPasswordAction": { "*": "400 invalid" },
  "action lib/public/actions/send-contact-message.ts#sendContactMessageAction": { "*": "400 invalid" },
  "action lib/public/actions/sign-in.ts#signInAction": { "*": "400 invalid", employee: "307 /admin/dashboard", owner: "307 /admin/dashboard", otherOwner: "307 /admin/dashboard", superadmin: "307 /superadmin/dashboard" },
  "action lib/public/actions/sign-up.ts#signUpAction": { "*": "400 invalid", employee: "307 /admin/dashboard", owner: "307 /admin/dashboard", otherOwner: "307 /admin/dashboard", superadmin: "307 /superadmin/dashboard" },
  "action lib/public/actions/superadmin-sign-in.ts#superadminSignInAction": { "*": "400 invalid", superadmin: "307 /superadmin/dashboard" },
  "action lib/superadmin/actions/invite-waitlist-entries.ts#inviteWaitlistEntriesAction": { "*": "307 /superadmin/login", superadmin: "ok" },
  "action lib/superadmin/actions/run-security-checks.ts#runSecurityChecksAction": { "*": "307 /superadmin/login", superadmin: "ok" },
  "action lib/superadmin/actions/set-business-portal-enabled.ts#setBusinessPortalEnabledAction": { "*": "307 /superadmin/login", superadmin: "ok" },
  "action lib/superadmin/actions/set-business-suspension.ts#setBusinessSuspensionAction": { "*": "307 /superadmin/login", superadmin: "ok" },
  "action lib/superadmin/actions/update-platform-settings.ts#updatePlatformSettingsAction": { "*": "307 /superadmin/login", superadmin: "ok" },
  "action lib/superadmin/actions/start-support-view.ts#startSupportViewAction": { "*": "307 /superadmin/login", superadmin: "404 not_found" },
  "action lib/superadmin/actions/retry-failed-jobs.ts#retryFailedJobsAction": { "*": "307 /superadmin/login", superadmin: "ok" },
  // Posted from the admin shell's support-view banner: the proxy keeps everyone but staff out of /admin
  // (a superadmin gets in only with a support-view cookie, which no matrix caller has); staff are no operators.
  "action lib/superadmin/actions/end-support-view.ts#endSupportViewAction": { "*": "307 /auth?callbackUrl=%2Fadmin%2Faccount", employee: "401 unauthenticated", owner: "401 unauthenticated", otherOwner: "401 unauthenticated", superadmin: "307 /auth" },
  "page /": { "*": "200", employee: "307 /admin/dashboard", owner: "307 /admin/dashboard", otherOwner: "307 /admin/dashboard", superadmin: "307 /superadmin/dashboard" },
  "page /about": { "*": "200" },
  "page /admin": { "*": "307 /admin/dashboard" },
  "page /admin/customers": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/customers/[customerId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2F{id}", employee: "200", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/customers/import": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2Fimport", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/dashboard": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fdashboard", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/employees/[memberId]/hours": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees%2F{id}%2Fhours", employee: "403", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/employees": { "*": "307 /auth?callbackUrl=%2Fadmin%2Femployees", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/service-requests": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservice-requests", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/service-requests/bookings": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservice-requests%2Fbookings", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/service-requests/leads": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservice-requests%2Fleads", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/domain": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fdomain", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/payments": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fpayments", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/api-keys": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fapi-keys", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/webhooks": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fwebhooks", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/branding": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fbranding", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/booking": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fbooking", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/portal": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fportal", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/locations": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Flocations", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/settings/profile": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings%2Fprofile", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/messaging": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/messaging/saved-replies": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2Fsaved-replies", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/messaging/[conversationId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fmessaging%2F{id}", employee: "200", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/account": { "*": "307 /auth?callbackUrl=%2Fadmin%2Faccount", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/notifications": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fnotifications", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/reports": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/reports/reviews": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports%2Freviews", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/reports/recurring": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports%2Frecurring", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/reports/team": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports%2Fteam", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/reports/funnel": { "*": "307 /auth?callbackUrl=%2Fadmin%2Freports%2Ffunnel", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/services": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /admin/services/locations/[serviceId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices%2Flocations%2F{id}", employee: "200", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/services/pricing/[serviceId]": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fservices%2Fpricing%2F{id}", employee: "200", owner: "200", otherOwner: "404", superadmin: "307 /auth" },
  "page /admin/settings": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fsettings", employee: "403", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "page /auth": { "*": "200", employee: "307 /admin/dashboard", owner: "307 /admin/dashboard", otherOwner: "307 /admin/dashboard", superadmin: "307 /superadmin/dashboard" },
  // Password reset is for anyone, signed in or not (the link may be opened in any browser).
  "page /auth/reset-password": { "*": "200" },
  "page /blog": { "*": "200" },
  "page /blog/[slug]": { "*": "200" },
  "page /[...missing]": { "*": "404" },
  "page /careers": { "*": "200" },
  "page /commercial": { "*": "200" },
  "page /contact": { "*": "200" },
  "page /demo-portal": { "*": "200" },
  "page /demo-portal/account": { "*": "200" },
  "page /demo-portal/contracts": { "*": "200" },
  "page /demo-portal/dashboard": { "*": "200" },
  "page /demo-portal/invoices": { "*": "200" },
  "page /demo-portal/invoices/[invoiceId]": { "*": "200" },
  "page /demo-portal/messages": { "*": "200" },
  "page /demo-portal/notifications": { "*": "200" },
  "page /demo-portal/quotes": { "*": "200" },
  "page /demo-portal/quotes/[quoteId]": { "*": "200" },
  "page /demo-portal/request-service": { "*": "200" },
  "page /demo-portal/services": { "*": "200" },
  "page /developers": { "*": "200" },
  "page /docs": { "*": "200" },
  "page /features": { "*": "200" },
  "page /handyman": { "*": "200" },
  "page /help": { "*": "200" },
  "page /home-cleaning": { "*": "200" },
  "page /integrations": { "*": "200" },
  "page /invite": { "*": "200" },
  "page /lawn-care": { "*": "200" },
  "page /pet-care": { "*": "200" },
  "page /portal/[tenant]": { "*": "307 /login", customerA: "307 /dashboard", customerB: "307 /dashboard", customerC: "307 /dashboard" },
  "page /portal/[tenant]/account": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/contracts": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/dashboard": { "*": "307 /login", customerA: "200", customerB: "200" },
  // B asking for A's visit gets the "Visit not found" card (200), as for documents.
  "page /portal/[tenant]/feedback/[visitId]": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/invoices": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/invoices/[invoiceId]": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/login": { "*": "200", customerA: "307 /dashboard", customerB: "307 /dashboard" },
  "page /portal/[tenant]/messages": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/notifications": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/quotes": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/quotes/[quoteId]": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/register": { "*": "200" },
  // Online booking is public on every portal host (issue 39), signed in or not.
  "page /portal/[tenant]/book": { "*": "200" },
  // Back from Checkout with no booking named: "We couldn't find this booking."
  "page /portal/[tenant]/book/done": { "*": "200" },
  "page /portal/[tenant]/request-service": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /portal/[tenant]/services": { "*": "307 /login", customerA: "200", customerB: "200" },
  "page /pressure-washing": { "*": "200" },
  "page /pricing": { "*": "200" },
  "page /security": { "*": "200" },
  "page /status": { "*": "200" },
  "page /superadmin": { "*": "307 /superadmin/dashboard" },
  "page /superadmin/businesses": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/businesses/[businessId]": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/dashboard": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/invitations": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/login": { "*": "200", superadmin: "307 /superadmin/dashboard" },
  "page /superadmin/outbox": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/security-testing": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/settings": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /superadmin/waitlist": { "*": "307 /superadmin/login", superadmin: "200" },
  "page /waitlist": { "*": "200" },
  "page /waitlist-confirmation": { "*": "200" },
  // ctx.fileId is customer A's upload not yet sent: no message holds it, so staff get 404 (staff access to attachments: tests/integration/messaging).
  "route GET /api/admin/files/[fileId]": { "*": "401", employee: "404", owner: "404", otherOwner: "404" },
  // Visit photos (issue 11 item 4): ctx.fileId is no photo (404 to staff); the upload names customer A's
  // visit with a file that is no image (400 to A's schedulers, 404 to another business).
  "route GET /api/admin/visit-photos/[fileId]": { "*": "401", employee: "404", owner: "404", otherOwner: "404" },
  "route POST /api/admin/visits/[visitId]/photos": { "*": "401", employee: "400", owner: "400", otherOwner: "404" },
  "route GET /api/admin/payments/stripe/return": { "*": "401", employee: "403", owner: "303 /admin/settings/payments?stripe=checked", otherOwner: "303 /admin/settings/payments?stripe=checked" },
  "route GET /api/admin/reports/[report]": { "*": "401", employee: "403", owner: "200", otherOwner: "200" },
  // Customer A's statement: view_billing (the default employee has none); another business's owner finds no such customer.
  "route GET /api/admin/customers/[customerId]/statement": { "*": "401", employee: "403", owner: "200", otherOwner: "404" },
  "route GET /api/admin/quotes/[quoteId]/pdf": { "*": "401", employee: "403", owner: "200", otherOwner: "404" },
  "route GET /api/admin/invoices/[invoiceId]/pdf": { "*": "401", employee: "403", owner: "200", otherOwner: "404" },
  "route GET /api/admin/contracts/[contractId]/pdf": { "*": "401", employee: "403", owner: "200", otherOwner: "404" },
  "route GET /api/auth/[...nextauth]": { "*": "200" },
  "route GET /api/bench/noop": { "*": "200" },
  "route GET /api/customer-portal-data": { "*": "401", customerA: "200", customerB: "200" },
  "route GET /api/files/[fileId]": { "*": "401", customerA: "200", customerB: "404" },
  "route GET /api/domains/ask": { "*": "404" },
  "route GET /api/health": { "*": "200" },
  // Stripe's webhook: the signature is the only credential; none here, so 400 for everyone.
  "route POST /api/webhooks/stripe": { "*": "400" },
  "route GET /api/portal/contracts/[contractId]/pdf": { "*": "401", customerA: "200", customerB: "404" },
  "route GET /api/portal/invoices/[invoiceId]/pdf": { "*": "401", customerA: "200", customerB: "404" },
  "route GET /api/portal/messages/stream": { "*": "401", customerA: "200", customerB: "404" },
  "route GET /api/portal/quotes/[quoteId]/pdf": { "*": "401", customerA: "200", customerB: "404" },
  // No customer in the path: each signed-in customer gets their own statement (same-business-isolation checks B's holds none of A's).
  "route GET /api/portal/statement": { "*": "401", customerA: "200", customerB: "200" },
  // The business API takes only a bearer API key: no session cookie of any caller opens it.
  "route GET /api/v1/business": { "*": "401" },
  "route GET /api/v1/conversations": { "*": "401" },
  "route GET /api/v1/conversations/[conversationId]/messages": { "*": "401" },
  "route GET /admin/customers/export": { "*": "307 /auth?callbackUrl=%2Fadmin%2Fcustomers%2Fexport", employee: "200", owner: "200", otherOwner: "200", superadmin: "307 /auth" },
  "route GET /api/v1/customers": { "*": "401" },
  "route GET /api/v1/reports/ar-aging": { "*": "401" },
  "route GET /api/v1/reports/retention": { "*": "401" },
  "route GET /api/v1/reports/revenue": { "*": "401" },
  "route GET /api/v1/customers/[id]": { "*": "401" },
  "route PATCH /api/v1/customers/[id]": { "*": "401" },
  "route POST /api/v1/customers": { "*": "401" },
  "route POST /api/v1/customers/[id]/invite": { "*": "401" },
  "route GET /api/v1/openapi.json": { "*": "200" },
  // No matrix caller holds an API key: every v1 route answers 401 (keys are tested in tests/integration/api).
  "route GET /api/v1/service-requests": { "*": "401" },
  "route POST /api/v1/service-requests/[id]/accept": { "*": "401" },
  "route POST /api/v1/service-requests/[id]/decline": { "*": "401" },
  "route GET /api/v1/webhook-endpoints": { "*": "401" },
  "route POST /api/v1/webhook-endpoints": { "*": "401" },
  "route DELETE /api/v1/webhook-endpoints/[id]": { "*": "401" },
  "route GET /api/v1/webhook-deliveries": { "*": "401" },
  "route GET /api/v1/locations": { "*": "401" },
  "route POST /api/v1/locations": { "*": "401" },
  "route POST /api/v1/price-quotes": { "*": "401" },
  "route GET /api/v1/bookings": { "*": "401" },
  "route GET /api/v1/leads": { "*": "401" },
  "route GET /api/v1/locations/[id]": { "*": "401" },
  "route PATCH /api/v1/locations/[id]": { "*": "401" },
  "route GET /api/v1/services": { "*": "401" },
  "route POST /api/v1/services": { "*": "401" },
  "route GET /api/v1/services/[id]": { "*": "401" },
  "route PATCH /api/v1/services/[id]": { "*": "401" },
  "route GET /auth/session-ended": { "*": "303 /auth" },
  "route GET /demo-portal/media/[file]": { "*": "200" },
  "route GET /og-image.png": { "*": "200" },
  "route GET /portal/[tenant]/[...rest]": { "*": "307 /login" },
  "route HEAD /portal/[tenant]/[...rest]": { "*": "307 /login" },
  "route GET /portal/[tenant]/robots.txt": { "*": "200" },
  "route HEAD /portal/[tenant]/robots.txt": { "*": "200" },
  // The website snippet's script (issue 39 item 4): public on every portal host that takes bookings.
  "route GET /portal/[tenant]/embed.js": { "*": "200" },
  // Public on every host: ServiceLoop's icon here (the main host), a tenant's logo on its host.
  "route GET /favicon.ico": { "*": "200" },
  "route HEAD /favicon.ico": { "*": "200" },
  "route POST /api/admin/uploads": { "*": "401", employee: "403", owner: "200", otherOwner: "200" },
  // Settings → Branding → logo (manage_settings): the matrix's upload is no image (400) and the world has no logo to remove (409).
  "route POST /api/admin/branding/logo": { "*": "401", employee: "403", owner: "400", otherOwner: "400" },
  "route DELETE /api/admin/branding/logo": { "*": "401", employee: "403", owner: "409", otherOwner: "409" },
  // Uploaded logos are public (the portal's sign-in shows them); "logo.svg" is no uploaded logo's name.
  "route GET /brand/logos/[businessId]/[file]": { "*": "404" },
  // "View portal as this customer": without a live single-use grant nobody gets a session.
  "route GET /portal/[tenant]/preview": { "*": "303 /login?preview=expired" },
  "route POST /api/auth/[...nextauth]": { "*": "302 /auth?error=MissingCSRF" },
  "route POST /api/customer-login": { "*": "400" },
  "route POST /api/customer-portal-auth": { "*": "401", customerA: "200", customerB: "200" },
  "route POST /api/customer-portal-data": { "*": "401", customerA: "200", customerB: "404" },
  "route POST /api/customer-signup": { "*": "400" },
  "route POST /api/book": { "*": "400" },
  // Without the service and ZIP the open times cannot be found: 400 for everyone.
  "route GET /api/book/slots": { "*": "400" },
  // No paid booking and no claim cookie: back to the confirmation page, signed in as no one new.
  "route GET /api/book/claim": { "*": "303 /book/done?lead=&claimed=0" },
  "route POST /api/book/visit": { "*": "400" },
  "route POST /api/portal/uploads": { "*": "401", customerA: "200", customerB: "200" },
  "route POST /api/v1/conversations/[conversationId]/messages": { "*": "401" },
};

export function outcomeFor(key: string, role: Role, ctx?: MatrixContext): string | undefined {
  const row = EXPECTED[key];
  const outcome = row?.[role] ?? row?.["*"];
  return outcome;
}

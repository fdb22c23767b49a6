import "server-only";
import { authenticatePortalRequest, portalAuthError, type PortalRequestAuth } from "@/lib/identity/customer/api-auth";
import { failure, type ActionFailure } from "@/lib/foundation/action-result";
import { PREVIEW_READ_ONLY_MESSAGE } from "../customer-action";
import { requestContext } from "../request-context";
import type { CustomerScope } from "@/lib/foundation/scope";
import { defineRoute, type RouteParams, type WrappedRoute } from "./define-route";
import { readJsonBody, type JsonBody } from "./json-body";
import { isSameOrigin } from "./same-origin";

export type CustomerRouteContext = PortalRequestAuth & {
  scope: CustomerScope;
  /** The JSON body, when the route reads one. */
  body: JsonBody | null;
  query: URLSearchParams;
  ip: string | null;
  userAgent: string | null;
  params: RouteParams;
};

export type CustomerRouteOptions = {
  /**
   * "request": the session token, business_id and portal_subdomain may come in the query
   * (GET) or the JSON body, as the spec's clients send them, else from the portal cookie.
   * "cookie": only the portal cookie of this tenant host.
   */
  credentials?: "request" | "cookie";
  /** "json": the body is a JSON object, read (size-capped) before authentication. */
  body?: "json" | "none";
  fallback?: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site request refused";

async function authenticateCustomer(request: Request, options: CustomerRouteOptions): Promise<Omit<CustomerRouteContext, "params"> | ActionFailure> {
  const query = new URL(request.url).searchParams;
  const body = options.body === "json" && !SAFE_METHODS.has(request.method) ? await readJsonBody(request) : null;
  const sent: Record<string, unknown> = options.credentials === "request" ? (body ?? Object.fromEntries(query)) : {};
  const auth = await authenticatePortalRequest(request, {
    token: sent.session_token,
    businessId: sent.business_id,
    portalSubdomain: sent.portal_subdomain,
  });
  if ("error" in auth) throw portalAuthError(auth);
  // A cookie travels with cross-site requests too: a state-changing request authenticated
  // by it must come from one of our own pages.
  const byCookie = sent.session_token === undefined || sent.session_token === null || sent.session_token === "";
  if (byCookie && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) return failure("forbidden", CROSS_SITE_MESSAGE);
  // A staff preview session is read-only: every state-changing method is refused here, for every route.
  if (auth.session.isPreview && !SAFE_METHODS.has(request.method)) return failure("forbidden", PREVIEW_READ_ONLY_MESSAGE);
  return {
    ...auth,
    scope: { businessId: auth.business.id, customerId: auth.customer.id },
    body,
    query,
    ...requestContext(request),
  };
}

/** A route for the signed-in customer of the request's business (portal API, files, PDFs, uploads, stream). */
export function customerRoute(
  handler: (request: Request, ctx: CustomerRouteContext) => Promise<Response>,
  options: CustomerRouteOptions = {},
): WrappedRoute {
  return defineRoute({
    kind: "customer",
    format: "portal",
    fallback: options.fallback,
    authenticate: (request) => authenticateCustomer(request, options),
    handler,
  });
}

import "server-only";
import type { z } from "zod";
import { findApiKey, type ApiKeyContext } from "@/lib/identity/api-keys";
import { IDEMPOTENCY_HEADER, withIdempotency } from "@/lib/core/routes/idempotency";
import { consumeApiRate, type RateDecision } from "@/lib/core/routes/rate-limit";
import type { Permission } from "@/lib/identity/permissions";
import { failure } from "@/lib/foundation/action-result";
import { DomainError } from "@/lib/foundation/domain-error";
import { containsNulByte, INVALID_VALUE_MESSAGE } from "@/lib/foundation/input-guard";
import type { BusinessScope } from "@/lib/foundation/scope";
import { narrowScopeToLocation } from "@/lib/locations/narrow-scope-to-location";
import { recordsInPath, refuseRecordsOutOfScope } from "@/lib/locations/refuse-records-out-of-scope";
import { defineRoute, type RouteParams, type WrappedRoute } from "./define-route";
import { errorResponse } from "./error-response";
import { MAX_JSON_BODY_BYTES } from "./json-body";

export type ApiRouteContext<Q, B> = ApiKeyContext & {
  scope: BusinessScope;
  query: Q;
  body: B;
  params: RouteParams;
};

type Schemas<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined> = { query?: QS; body?: BS };
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

function bearerKey(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

function rateHeaders(rate: RateDecision): Record<string, string> {
  return { "x-ratelimit-limit": String(rate.limit), "x-ratelimit-remaining": String(rate.remaining), "x-ratelimit-reset": String(rate.resetSeconds) };
}

/** "field: message" for the first issue of a failed parse (422 for bodies, 400 for queries). */
function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join(".");
  return path ? `${path}: ${issue.message}` : (issue?.message ?? INVALID_VALUE_MESSAGE);
}

async function readBody(request: Request): Promise<{ text: string; json: unknown }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) throw new DomainError("invalid", "Content-Type must be application/json");
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new DomainError("too_large", "Request body too large");
  try {
    return { text, json: text === "" ? {} : JSON.parse(text) };
  } catch {
    throw new DomainError("invalid", "Request body is not valid JSON");
  }
}

/**
 * A route of the business REST API v1 (DESIGN.md): `Authorization: Bearer <key>` names the
 * business and its permission set; the key needs `permission`; a per-key rate limit; the
 * query and JSON body are validated with the operation's zod schemas (snake_case, as the API
 * speaks); POST honours `Idempotency-Key`; errors answer `{ error: { code, message } }`.
 */
export function apiRoute<QS extends z.ZodType | undefined = undefined, BS extends z.ZodType | undefined = undefined>(
  /** The permission the key needs; null: any valid key of the business. */
  permission: Permission | null,
  schemas: Schemas<QS, BS>,
  handler: (request: Request, ctx: ApiRouteContext<Out<QS>, Out<BS>>) => Promise<Response>,
): WrappedRoute {
  return defineRoute<ApiKeyContext & { rate: RateDecision }>({
    kind: "api",
    format: "api",
    authenticate: async (request) => {
      const presented = bearerKey(request);
      const key = presented ? await findApiKey(presented) : null;
      if (!key) return failure("unauthenticated", "Missing or invalid API key");
      if (permission && !key.permissions.includes(permission)) return failure("forbidden", `This API key lacks the ${permission} permission`);
      const rate = await consumeApiRate(key);
      if (!rate.allowed) {
        const refused = errorResponse("api", failure("throttled", "Rate limit exceeded; retry after the reset"));
        for (const [name, value] of Object.entries({ ...rateHeaders(rate), "retry-after": String(rate.resetSeconds) })) refused.headers.set(name, value);
        return refused;
      }
      return { ...key, rate };
    },
    handler: async (request, { rate, params, ...key }) => {
      const url = new URL(request.url);
      const query = schemas.query ? schemas.query.safeParse(Object.fromEntries(url.searchParams)) : null;
      if (query && !query.success) throw new DomainError("invalid", issueMessage(query.error));
      const raw = WITH_BODY.has(request.method) && schemas.body ? await readBody(request) : { text: "", json: undefined };
      if (containsNulByte(raw.json)) throw new DomainError("invalid", INVALID_VALUE_MESSAGE);
      const body = schemas.body && WITH_BODY.has(request.method) ? schemas.body.safeParse(raw.json) : null;
      if (body && !body.success) throw new DomainError("unprocessable", issueMessage(body.error));

      // A key limited to locations sees only theirs, in every operation's WHERE (issue 38 item 6);
      // a list's `?location_id=` narrows it to one of them.
      const keyScope = { businessId: key.businessId, locationIds: key.locationIds };
      const scope = await narrowScopeToLocation(keyScope, (query?.data as { location_id?: string } | undefined)?.location_id);
      // The record a path or body names must be one of the key's locations' (else 404, as a read finds nothing).
      await refuseRecordsOutOfScope(scope, { ...recordsInPath(url.pathname, params), ...(body?.data as object | undefined) });
      const ctx = {
        ...key,
        scope,
        query: (query?.data ?? undefined) as Out<QS>,
        body: (body?.data ?? undefined) as Out<BS>,
        params,
      };
      const run = async () => {
        try {
          return await handler(request, ctx);
        } catch (error) {
          // Typed refusals are answers too: stored with the key, so a retry gets the same one.
          if (error instanceof DomainError) return errorResponse("api", failure(error.code, error.message));
          throw error;
        }
      };
      const response =
        request.method === "POST"
          ? await withIdempotency(key, request.headers.get(IDEMPOTENCY_HEADER), { method: request.method, path: url.pathname, body: raw.text }, run)
          : await run();
      for (const [name, value] of Object.entries(rateHeaders(rate))) response.headers.set(name, value);
      response.headers.set("cache-control", "no-store");
      return response;
    },
  });
}

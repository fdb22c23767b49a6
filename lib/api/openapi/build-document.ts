import { z } from "zod";
import { API_V1_OPERATIONS } from "@/lib/api/v1/operations";
import type { ApiOperation } from "./define-operation";
import { PORTAL_ERROR_SCHEMA, PUBLIC_BOOKING_OPERATIONS } from "./public-booking-operations";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const ERROR_STATUSES: Record<string, string> = {
  "400": "Bad request (malformed JSON, bad query parameter)",
  "401": "Missing or invalid API key",
  "403": "The key lacks the operation's permission",
  "404": "Not found (also for another business's ids)",
  "409": "Conflict (e.g. a state that no longer allows this, or an Idempotency-Key still in progress)",
  "422": "The body failed validation, or an Idempotency-Key reused with a different request",
  "429": "Rate limit exceeded (see Retry-After)",
};

function parameters(operation: ApiOperation): JsonSchema[] {
  const path = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string", format: "uuid" } }));
  const query: JsonSchema[] = [];
  if (operation.query instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(operation.query.shape as Record<string, z.ZodType>)) {
      query.push({ name, in: "query", required: !field.safeParse(undefined).success, schema: toSchema(field, "input"), ...(field.description ? { description: field.description } : {}) });
    }
  }
  const header = operation.method === "post" ? [{ $ref: "#/components/parameters/IdempotencyKey" }] : [];
  return [...path, ...query, ...header];
}

function successSchema(operation: ApiOperation): JsonSchema {
  const item = toSchema(operation.response, "output");
  if (!operation.list) return item;
  return {
    type: "object",
    required: ["data", "has_more", "next_cursor"],
    properties: { data: { type: "array", items: item }, has_more: { type: "boolean" }, next_cursor: { type: ["string", "null"] } },
  };
}

/** The OpenAPI 3.1 document of API v1, generated from the operations' zod schemas. */
export function buildOpenApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of API_V1_OPERATIONS) {
    const responses: Record<string, JsonSchema> = {
      [String(operation.successStatus ?? 200)]: { description: "Success", content: { "application/json": { schema: successSchema(operation) } } },
    };
    if (operation.existingStatus) {
      responses[String(operation.existingStatus)] = { description: "The object an earlier call made", content: { "application/json": { schema: successSchema(operation) } } };
    }
    for (const [status, description] of Object.entries(ERROR_STATUSES)) responses[status] = { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = {
      operationId: `${operation.method}${operation.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.tag],
      ...(operation.permission ? { "x-permission": operation.permission } : {}),
      parameters: parameters(operation),
      ...(operation.body ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(operation.body, "input") } } } } : {}),
      responses,
    };
  }
  Object.assign(paths, publicBookingPaths(serverUrl));
  return {
    openapi: "3.1.0",
    info: {
      title: "ServiceLoop Business API",
      version: "1.0.0",
      description:
        "REST API v1 for integrations. Authenticate with `Authorization: Bearer <key>` (keys are made by the business owner in Settings). JSON with snake_case fields; money in dollars with two decimals; lists are `{ data, has_more, next_cursor }` with `?limit` (≤ 100) and `?cursor`; POST honours `Idempotency-Key`.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "An API key, e.g. sl_…" } },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: "Any unique string (≤ 255 characters). Repeating a POST with the same key returns the first response instead of acting twice.",
          schema: { type: "string", maxLength: 255 },
        },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: { error: { type: "object", required: ["code", "message"], properties: { code: { type: "string" }, message: { type: "string" } } } },
        },
      },
    },
  };
}

/** The portal host's public booking endpoints: their own server (the business's portal), no key, the portal's error body. */
function publicBookingPaths(serverUrl: string): Record<string, Record<string, JsonSchema>> {
  const portal = serverUrl.replace("://", "://yourbusiness.");
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of PUBLIC_BOOKING_OPERATIONS) {
    const query = "query" in operation ? Object.entries(operation.query.shape as Record<string, z.ZodType>).map(([name, field]) => ({ name, in: "query", required: !field.safeParse(undefined).success, schema: toSchema(field, "input") })) : [];
    paths[operation.path] = {
      servers: [{ url: `{portal_origin}/api`, variables: { portal_origin: { default: portal, description: "the business's portal: its subdomain, or its verified custom domain" } } }] as unknown as JsonSchema,
      [operation.method]: {
        operationId: `portal${operation.method === "get" ? "Get" : "Post"}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
        summary: operation.summary,
        description: operation.description,
        tags: ["Online booking (portal host)"],
        security: [],
        parameters: query,
        ...("body" in operation ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(operation.body, "input") } } } } : {}),
        responses: {
          [String(operation.successStatus)]: { description: "Success", content: { "application/json": { schema: toSchema(operation.response, "output") } } },
          "400": { description: "The input failed validation", content: { "application/json": { schema: PORTAL_ERROR_SCHEMA } } },
          "422": { description: "A service, frequency, add-on, time or area the business does not offer", content: { "application/json": { schema: PORTAL_ERROR_SCHEMA } } },
        },
      },
    };
  }
  return paths;
}

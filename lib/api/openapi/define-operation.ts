import type { z } from "zod";
import type { Permission } from "@/lib/identity/permissions";

/**
 * One operation of the business REST API v1, described once from the same zod schemas its
 * route validates with; the OpenAPI document (build-document.ts) is generated from these.
 */
export type ApiOperation = {
  method: "get" | "post" | "patch" | "delete";
  /** OpenAPI style, below /api/v1: "/customers/{id}". */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  permission: Permission | null;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success body: the resource, or the list item for `list: true`. */
  response: z.ZodType;
  list?: boolean;
  successStatus?: 200 | 201;
  /** A second success: 200 with the same schema when an earlier call already made the object (a quote's conversion). */
  existingStatus?: 200;
};

export function defineOperation<T extends ApiOperation>(operation: T): T {
  return operation;
}

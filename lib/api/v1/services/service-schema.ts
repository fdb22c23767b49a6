import { z } from "zod";
import { BILLING_METHODS } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import type { AdminServiceView } from "@/lib/catalog/admin-service-views";
import { serviceFields, type ServicePatch } from "@/lib/catalog/service-schema";
import { centsToDollars } from "@/lib/format/money";

/** A service as the REST API answers it (snake_case, price in dollars or null). */
export const serviceJson = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable().describe("USD; null means 'Contact for pricing'"),
  billing_method: z.enum(BILLING_METHODS),
  is_recurring: z.boolean(),
  recurring_interval: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
  tags: z.array(z.string()),
  active: z.boolean().describe("shown on the customer portal"),
  sort_order: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export function serviceToJson(service: AdminServiceView): z.infer<typeof serviceJson> {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: service.priceCents === null ? null : centsToDollars(service.priceCents),
    billing_method: service.billingMethod as (typeof BILLING_METHODS)[number],
    is_recurring: service.isRecurring,
    recurring_interval: service.recurringInterval,
    duration_minutes: service.durationMinutes,
    tags: service.tags,
    active: service.active,
    sort_order: service.sortOrder,
    created_at: service.createdAt.toISOString(),
    updated_at: service.updatedAt.toISOString(),
  };
}

/** The writable fields, snake_case, validated by the same field rules as the admin form. */
const writable = {
  name: serviceFields.name,
  description: serviceFields.description,
  price: serviceFields.price,
  billing_method: serviceFields.billingMethod,
  is_recurring: serviceFields.isRecurring,
  recurring_interval: serviceFields.recurringInterval,
  duration_minutes: serviceFields.durationMinutes,
  tags: serviceFields.tags,
  active: serviceFields.active,
};

export const servicePatchBody = z.strictObject(writable).partial();
export const serviceCreateBody = z
  .strictObject({
    ...writable,
    // Number fields are custom schemas, which zod treats as required keys: an absent key is "no value".
    price: writable.price.optional().transform((value) => value ?? null),
    duration_minutes: writable.duration_minutes.optional().transform((value) => value ?? null),
    billing_method: writable.billing_method.default("flat"),
    is_recurring: writable.is_recurring.default(false),
    active: writable.active.default(true),
  })
  .superRefine((value, ctx) => {
    if (value.is_recurring && !value.recurring_interval) ctx.addIssue({ code: "custom", message: "This field is required", path: ["recurring_interval"] });
  });

export function patchFromBody(body: z.output<typeof servicePatchBody>): ServicePatch {
  return {
    name: body.name,
    description: body.description,
    price: body.price,
    billingMethod: body.billing_method,
    isRecurring: body.is_recurring,
    recurringInterval: body.recurring_interval,
    durationMinutes: body.duration_minutes,
    tags: body.tags,
    active: body.active,
  };
}

export const servicesListQuery = listQuery.extend({
  active: z.enum(["true", "false"], { error: "active must be true or false" }).optional(),
});


export const listServicesOperation = defineOperation({
  method: "get", path: "/services", summary: "List services", tag: "Services", permission: "manage_services",
  description: "Non-archived services in the business's order.", query: servicesListQuery, response: serviceJson, list: true,
});
export const createServiceOperation = defineOperation({
  method: "post", path: "/services", summary: "Create a service", tag: "Services", permission: "manage_services",
  body: serviceCreateBody, response: serviceJson, successStatus: 201,
});
export const getServiceOperation = defineOperation({
  method: "get", path: "/services/{id}", summary: "Get a service", tag: "Services", permission: "manage_services", response: serviceJson,
});
export const updateServiceOperation = defineOperation({
  method: "patch", path: "/services/{id}", summary: "Update a service", tag: "Services", permission: "manage_services",
  description: "Only the fields sent change.", body: servicePatchBody, response: serviceJson,
});

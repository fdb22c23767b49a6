import { z } from "zod";
import { CUSTOMER_STATUSES, PORTAL_ACCESS_STATUSES } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { customerFields, tagsSchema, type CustomerChanges, type CustomerData } from "@/lib/customers/customer-schema";
import type { CustomerDetail } from "@/lib/customers/customer-views";
import { centsToDollars } from "@/lib/format/money";
import { GENERIC_MESSAGES } from "@/lib/validation";

/** The spec's customer (§3), snake_case, money in dollars; `archived` for customers kept for their history. */
export const customerJson = z.object({
  id: z.uuid(),
  location_id: z.uuid().describe("The customer's home location (GET /api/v1/locations)"),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  service_plan: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  last_service_date: z.string().nullable().describe("YYYY-MM-DD"),
  outstanding_balance: z.number().describe("dollars still owed on pending and overdue invoices"),
  portal_access_status: z.enum(PORTAL_ACCESS_STATUSES),
  last_login: z.iso.datetime().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  archived: z.boolean(),
  invitation_sent_at: z.iso.datetime().nullable(),
  invitation_expires_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});

export function customerToJson(customer: CustomerDetail): z.infer<typeof customerJson> {
  return {
    id: customer.id,
    location_id: customer.locationId,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    service_plan: customer.servicePlan,
    status: customer.status as (typeof CUSTOMER_STATUSES)[number],
    last_service_date: customer.lastServiceDate,
    outstanding_balance: centsToDollars(customer.outstandingBalanceCents),
    portal_access_status: customer.portalAccessStatus as (typeof PORTAL_ACCESS_STATUSES)[number],
    last_login: customer.lastLogin,
    tags: customer.tags,
    notes: customer.notes,
    archived: customer.archivedAt !== null,
    invitation_sent_at: customer.invitationSentAt,
    invitation_expires_at: customer.invitationExpiresAt,
    created_at: customer.createdAt,
  };
}

export const listCustomersQuery = listQuery.extend({
  q: z.string().max(100, "q must be at most 100 characters").optional().describe("Search over name, email, phone and address"),
  status: z.enum([...CUSTOMER_STATUSES, "archived"], { error: "status is not valid" }).optional().describe("Without it, archived customers are listed too"),
  tag: z.string().max(30, "tag is not valid").optional(),
  portal_access_status: z.enum(PORTAL_ACCESS_STATUSES, { error: "portal_access_status is not valid" }).optional(),
});

const bodyFields = {
  first_name: customerFields.firstName,
  last_name: customerFields.lastName,
  email: customerFields.email,
  phone: customerFields.phone,
  address: customerFields.address,
  city: customerFields.city,
  state: customerFields.state,
  zip: customerFields.zip,
  service_plan: customerFields.servicePlan,
  status: customerFields.status,
  tags: customerFields.tags,
  notes: customerFields.notes,
  location_id: z.uuid({ error: "Unknown location" }).optional().describe("Without it: the location whose postal codes hold the zip, else the default"),
};

export const createCustomerBody = z.object(bodyFields, { error: GENERIC_MESSAGES.custom }).strict();
export const updateCustomerBody = z
  .object(
    {
      first_name: bodyFields.first_name.optional(),
      last_name: bodyFields.last_name.optional(),
      email: bodyFields.email.optional(),
      phone: bodyFields.phone.optional(),
      address: bodyFields.address.optional(),
      city: bodyFields.city.optional(),
      state: bodyFields.state.optional(),
      zip: bodyFields.zip.optional(),
      service_plan: bodyFields.service_plan.optional(),
      status: z.enum(CUSTOMER_STATUSES, { error: GENERIC_MESSAGES.custom }).optional(),
      tags: tagsSchema.optional(),
      notes: bodyFields.notes.optional(),
      location_id: bodyFields.location_id,
    },
    { error: GENERIC_MESSAGES.custom },
  )
  .strict();

type Body = z.output<typeof createCustomerBody>;
type Patch = z.output<typeof updateCustomerBody>;

export function customerDataFromBody(body: Body): CustomerData {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phone: body.phone,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zip,
    servicePlan: body.service_plan,
    status: body.status,
    tags: body.tags,
    notes: body.notes,
    locationId: body.location_id,
  };
}

export function customerChangesFromPatch(patch: Patch): CustomerChanges {
  return {
    firstName: patch.first_name,
    lastName: patch.last_name,
    email: patch.email,
    phone: patch.phone,
    address: patch.address,
    city: patch.city,
    state: patch.state,
    zip: patch.zip,
    servicePlan: patch.service_plan,
    status: patch.status,
    tags: patch.tags,
    notes: patch.notes,
    locationId: patch.location_id,
  };
}

export const invitationJson = z.object({
  customer_id: z.uuid(),
  email: z.string(),
  portal_access_status: z.literal("invited"),
  invitation_expires_at: z.iso.datetime(),
  email_sent: z.boolean(),
});

export const listCustomersOperation = defineOperation({
  method: "get",
  path: "/customers",
  summary: "List customers",
  description: "Newest first. `q` matches name, email, phone (as typed or digits only) and address.",
  tag: "Customers",
  permission: "manage_customers",
  query: listCustomersQuery,
  response: customerJson,
  list: true,
});

export const createCustomerOperation = defineOperation({
  method: "post",
  path: "/customers",
  summary: "Create a customer",
  description: "The customer has no portal access until invited. An email already used by another customer of the business answers 409.",
  tag: "Customers",
  permission: "manage_customers",
  body: createCustomerBody,
  response: customerJson,
  successStatus: 201,
});

export const getCustomerOperation = defineOperation({
  method: "get",
  path: "/customers/{id}",
  summary: "Get a customer",
  tag: "Customers",
  permission: "manage_customers",
  response: customerJson,
});

export const updateCustomerOperation = defineOperation({
  method: "patch",
  path: "/customers/{id}",
  summary: "Update a customer",
  description: "Only the fields given change; an empty string or null clears an optional field.",
  tag: "Customers",
  permission: "manage_customers",
  body: updateCustomerBody,
  response: customerJson,
});

export const inviteCustomerOperation = defineOperation({
  method: "post",
  path: "/customers/{id}/invite",
  summary: "Invite a customer to the portal",
  description: "Emails a single-use link to the portal's /register, valid 7 days; inviting again replaces the earlier link. 409 if the customer already has access or is archived, 422 without an email address.",
  tag: "Customers",
  permission: "manage_customers",
  response: invitationJson,
});

import { z } from "zod";
import { CUSTOMER_STATUSES } from "@/db/schema/enums";
import { email, firstName, GENERIC_MESSAGES, lastName, optionalPhone, optionalText } from "@/lib/validation";
import { ADDRESS_RULES } from "./properties/address-rules";
import { normalizeTags, NOTES_MAX_LENGTH, SERVICE_PLAN_RULES, TAG_MAX_LENGTH, tagsProblem } from "./customer-rules";

export * from "./customer-rules";

/**
 * The business side's customer record (spec §3 customers, §5 rules): the schemas of the server
 * actions, the CSV import and the API adapter, built on the rules in customer-rules.ts, which the
 * admin's customer dialog runs in the browser.
 */

/** An optional email: empty means none; otherwise the spec's email rules and messages. */
export const optionalEmail = z
  .preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), email.nullish())
  .transform((value) => value ?? null);

/** Tags: a list or a comma-separated string; trimmed, empty ones dropped, de-duplicated ignoring case. */
export const tagsSchema = z
  .union([z.string(), z.array(z.string({ error: GENERIC_MESSAGES.custom }))], { error: GENERIC_MESSAGES.custom })
  .transform(normalizeTags)
  .superRefine((tags, ctx) => {
    const message = tagsProblem(tags);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const customerFields = {
  firstName,
  lastName,
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(ADDRESS_RULES.address),
  city: optionalText(ADDRESS_RULES.city),
  state: optionalText(ADDRESS_RULES.state),
  zip: optionalText(ADDRESS_RULES.zip),
  servicePlan: optionalText(SERVICE_PLAN_RULES),
  status: z.enum(CUSTOMER_STATUSES, { error: GENERIC_MESSAGES.custom }).default("active"),
  tags: tagsSchema.default([]),
  notes: optionalText({ max: NOTES_MAX_LENGTH }),
  /** The customer's home location (issue 38); absent: the member's location, else the default. */
  locationId: z.uuid({ error: "Unknown location" }).nullish(),
};

export const createCustomerSchema = z.object(customerFields, { error: GENERIC_MESSAGES.custom });
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;
export type CustomerData = z.output<typeof createCustomerSchema>;

const customerId = z.uuid({ error: GENERIC_MESSAGES.custom });
export const customerIdSchema = z.object({ customerId }, { error: GENERIC_MESSAGES.custom });

/** Edit: every field optional (a missing field is left as it is; the API's PATCH), the id required. */
export const updateCustomerSchema = z.object(
  {
    customerId,
    firstName: customerFields.firstName.optional(),
    lastName: customerFields.lastName.optional(),
    email: customerFields.email.optional(),
    phone: customerFields.phone.optional(),
    address: customerFields.address.optional(),
    city: customerFields.city.optional(),
    state: customerFields.state.optional(),
    zip: customerFields.zip.optional(),
    servicePlan: customerFields.servicePlan.optional(),
    status: z.enum(CUSTOMER_STATUSES, { error: GENERIC_MESSAGES.custom }).optional(),
    tags: tagsSchema.optional(),
    notes: customerFields.notes.optional(),
    locationId: z.uuid({ error: "Unknown location" }).optional(),
  },
  { error: GENERIC_MESSAGES.custom },
);
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;
export type CustomerChanges = Partial<CustomerData>;

export const archiveCustomerSchema = z.object({ customerId, archived: z.boolean({ error: GENERIC_MESSAGES.custom }) }, { error: GENERIC_MESSAGES.custom });

export const bulkCustomersSchema = z.object(
  { customerIds: z.array(customerId, { error: GENERIC_MESSAGES.custom }).min(1, { error: "Select at least one customer" }).max(100, { error: "Select no more than 100 customers" }) },
  { error: GENERIC_MESSAGES.custom },
);
export const bulkTagSchema = bulkCustomersSchema.extend({ tag: z.string({ error: GENERIC_MESSAGES.required }).trim().min(1, { error: GENERIC_MESSAGES.required }).max(TAG_MAX_LENGTH, { error: GENERIC_MESSAGES.maxLength(TAG_MAX_LENGTH) }) });

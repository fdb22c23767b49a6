import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { locationFields, type LocationInput, type LocationPatch } from "@/lib/locations/location-schema";
import type { LocationView } from "@/lib/locations/location-views";

/** A location as the REST API answers it (issue 38 item 6; snake_case, tax rate in percent). */
export const locationJson = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  timezone: z.string().nullable().describe("IANA time zone; null: the business's"),
  service_area: z.object({
    postal_codes: z.array(z.string()).describe("five-digit postal codes"),
    radius_miles: z.number().nullable().describe("miles around the address"),
  }),
  tax_rate: z.number().nullable().describe("percent; null: the business's rate"),
  document_prefix: z.string().nullable().describe("null: the business's document numbers"),
  is_default: z.boolean().describe("exactly one location is the default"),
  archived: z.boolean(),
});

export function locationToJson(location: LocationView): z.infer<typeof locationJson> {
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    phone: location.phone,
    email: location.email,
    timezone: location.timezone,
    service_area: { postal_codes: location.postalCodes, radius_miles: location.radiusMiles },
    tax_rate: location.taxRateBps === null ? null : location.taxRateBps / 100,
    document_prefix: location.documentPrefix,
    is_default: location.isDefault,
    archived: location.archivedAt !== null,
  };
}

/** Number fields are custom schemas, which zod treats as required keys: an absent key is "no value". */
const absentIsNull = <T extends z.ZodType>(field: T) => field.optional().transform((value) => value ?? null);

const serviceArea = z.strictObject({
  postal_codes: locationFields.postalCodes.describe("five-digit codes, e.g. [\"45402\", \"45403\"]"),
  radius_miles: absentIsNull(locationFields.radiusMiles),
});

const writable = {
  name: locationFields.name,
  address: locationFields.address,
  phone: locationFields.phone,
  email: locationFields.email,
  timezone: locationFields.timezone,
  tax_rate: absentIsNull(locationFields.taxRateBps).describe("percent, 0–100"),
  document_prefix: locationFields.documentPrefix,
  is_default: z.boolean({ error: "Must be true or false" }),
};

export const locationCreateBody = z.strictObject({
  ...writable,
  service_area: serviceArea.optional(),
  is_default: writable.is_default.default(false),
});
export const locationPatchBody = z.strictObject({ ...writable, service_area: serviceArea.partial() }).partial();

export function inputFromBody(body: z.output<typeof locationCreateBody>): LocationInput & { isDefault: boolean } {
  return {
    name: body.name,
    address: body.address ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    timezone: body.timezone ?? null,
    postalCodes: body.service_area?.postal_codes ?? [],
    radiusMiles: body.service_area?.radius_miles ?? null,
    taxRateBps: body.tax_rate,
    documentPrefix: body.document_prefix ?? null,
    isDefault: body.is_default,
  };
}

export function patchFromBody(body: z.output<typeof locationPatchBody>): LocationPatch {
  return {
    name: body.name,
    address: body.address,
    phone: body.phone,
    email: body.email,
    timezone: body.timezone,
    postalCodes: body.service_area?.postal_codes,
    radiusMiles: body.service_area && "radius_miles" in body.service_area ? body.service_area.radius_miles : undefined,
    taxRateBps: body.tax_rate,
    documentPrefix: body.document_prefix,
    isDefault: body.is_default,
  };
}

export const locationsListQuery = listQuery.extend({
  archived: z.enum(["true", "false"], { error: "archived must be true or false" }).optional().describe("true: archived locations too"),
});

export const listLocationsOperation = defineOperation({
  method: "get", path: "/locations", summary: "List locations", tag: "Locations", permission: "manage_settings",
  description: "The default first, then by name; archived ones only with `archived=true`. A key limited to locations lists only those.",
  query: locationsListQuery, response: locationJson, list: true,
});
export const createLocationOperation = defineOperation({
  method: "post", path: "/locations", summary: "Create a location", tag: "Locations", permission: "manage_settings",
  description: "A name the business already uses (in any case) answers 409. `is_default: true` makes it the default in place of the current one.",
  body: locationCreateBody, response: locationJson, successStatus: 201,
});
export const getLocationOperation = defineOperation({
  method: "get", path: "/locations/{id}", summary: "Get a location", tag: "Locations", permission: "manage_settings", response: locationJson,
});
export const updateLocationOperation = defineOperation({
  method: "patch", path: "/locations/{id}", summary: "Update a location", tag: "Locations", permission: "manage_settings",
  description: "Only the fields sent change. `is_default: true` makes it the default (the previous default is unset); the default cannot be unset directly.",
  body: locationPatchBody, response: locationJson,
});

import { z } from "zod";
import { timeZones } from "@/lib/businesses/settings/settings-schemas";
import { optionalEmail } from "@/lib/validation/email";
import { GENERIC_MESSAGES, optionalNumber, optionalText, requiredText } from "@/lib/validation/generic";
import { optionalPhone } from "@/lib/validation/phone";
import { LOCATION_MESSAGES } from "./location-views";
import { checkPostalCodeList, parsePostalCodes, type PostalCodesParse } from "./postal-codes";

/**
 * One schema for the Locations form, the server actions and the REST API (client-safe). The
 * form types postal codes as text (codes and ranges) and the tax rate in percent; the API may
 * send an array of codes. Name uniqueness (case-insensitive, per business) is the database's.
 */
export const LOCATION_LIMITS = { name: 100, address: 300, prefix: 8, radius: 500 } as const;

const PROBLEM_MESSAGE = { code: LOCATION_MESSAGES.postalCode, range: LOCATION_MESSAGES.postalRange, tooMany: LOCATION_MESSAGES.tooManyCodes } as const;

const postalCodesField = z
  .union([z.string(), z.array(z.string({ error: LOCATION_MESSAGES.postalCode }))], { error: LOCATION_MESSAGES.postalCode })
  .nullish()
  .transform((value, ctx): string[] => {
    const parsed: PostalCodesParse = typeof value === "string" ? parsePostalCodes(value) : checkPostalCodeList(value ?? []);
    if ("codes" in parsed) return parsed.codes;
    ctx.addIssue({ code: "custom", message: PROBLEM_MESSAGE[parsed.problem] });
    return z.NEVER;
  });

/** Empty: the business's time zone. */
const timezoneField = z
  .string({ error: LOCATION_MESSAGES.timezone })
  .trim()
  .nullish()
  .refine((zone) => !zone || timeZones().includes(zone), { error: LOCATION_MESSAGES.timezone })
  .transform((zone) => zone || null);

const radiusField = optionalNumber({ max: LOCATION_LIMITS.radius }).refine((miles) => miles === null || miles > 0, { error: LOCATION_MESSAGES.radius });

/** Typed in percent (0–100, like the business profile), stored in basis points; empty: the business's rate. */
const taxRateField = optionalNumber({ min: 0, max: 100 }).transform((rate) => (rate === null ? null : Math.round(rate * 100)));

const prefixField = z.preprocess(
  (value) => (typeof value === "string" ? value.toUpperCase() : value),
  optionalText({ max: LOCATION_LIMITS.prefix, pattern: /^[A-Z0-9-]+$/ }),
);

export const locationFields = {
  name: requiredText({ max: LOCATION_LIMITS.name }),
  address: optionalText({ max: LOCATION_LIMITS.address }),
  phone: optionalPhone,
  email: optionalEmail,
  timezone: timezoneField,
  postalCodes: postalCodesField,
  radiusMiles: radiusField,
  taxRateBps: taxRateField,
  documentPrefix: prefixField,
};

export const locationInputSchema = z.object(locationFields);
export type LocationInput = z.output<typeof locationInputSchema>;
export type LocationFormValues = {
  name: string;
  address: string;
  phone: string;
  email: string;
  timezone: string;
  postalCodes: string;
  radiusMiles: string;
  /** Percent, as typed. */
  taxRateBps: string;
  documentPrefix: string;
};

/** Only the fields sent change (REST PATCH); `isDefault: true` makes it the default. */
export type LocationPatch = Partial<LocationInput> & { isDefault?: boolean };

const locationId = z.uuid({ error: LOCATION_MESSAGES.unknown });
const locationIdList = z
  .array(locationId, { error: GENERIC_MESSAGES.custom })
  .max(200, { error: GENERIC_MESSAGES.custom })
  .transform((ids) => [...new Set(ids)]);

export const updateLocationSchema = z.object({ locationId, values: locationInputSchema });
export const locationIdSchema = z.object({ locationId });
export const archiveLocationSchema = z.object({ locationId, moveCustomersTo: locationId.nullish() });
/** No location ticked: every location (the member or key is not limited). */
export const memberLocationsSchema = z.object({ memberId: z.uuid({ error: GENERIC_MESSAGES.custom }), locationIds: locationIdList });

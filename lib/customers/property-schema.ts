import { z } from "zod";
import { GENERIC_MESSAGES, optionalText, requiredText } from "@/lib/validation";

/** A service address with the access notes crews need on site (client-safe). */
export const propertyFields = {
  label: requiredText({ max: 50 }),
  address: requiredText({ max: 200 }),
  city: optionalText({ max: 100 }),
  state: optionalText({ max: 50 }),
  zip: optionalText({ max: 20, pattern: /^[A-Za-z0-9 -]+$/ }),
  gateCode: optionalText({ max: 50 }),
  pets: optionalText({ max: 500 }),
  hazards: optionalText({ max: 500 }),
  accessNotes: optionalText({ max: 1000 }),
  isPrimary: z.boolean({ error: GENERIC_MESSAGES.custom }).default(false),
};

const uuid = z.uuid({ error: GENERIC_MESSAGES.custom });
export const addPropertySchema = z.object({ customerId: uuid, ...propertyFields }, { error: GENERIC_MESSAGES.custom });
export const updatePropertySchema = z.object({ customerId: uuid, propertyId: uuid, ...propertyFields }, { error: GENERIC_MESSAGES.custom });
export const removePropertySchema = z.object({ customerId: uuid, propertyId: uuid }, { error: GENERIC_MESSAGES.custom });
export type PropertyInput = z.input<typeof addPropertySchema>;
export type PropertyData = z.output<typeof addPropertySchema>;
export type PropertyUpdate = z.output<typeof updatePropertySchema>;

/** Portal → My Account: what a customer may change on their own service address (the crew's notes, not the address). */
export const propertyAccessNotesSchema = z.object(
  { propertyId: uuid, gateCode: propertyFields.gateCode, pets: propertyFields.pets, hazards: propertyFields.hazards, accessNotes: propertyFields.accessNotes },
  { error: GENERIC_MESSAGES.custom },
);
export type PropertyAccessNotesInput = z.input<typeof propertyAccessNotesSchema>;
export type PropertyAccessNotes = z.output<typeof propertyAccessNotesSchema>;

import { z } from "zod";
import { GENERIC_MESSAGES, optionalText, requiredText } from "@/lib/validation";
import { ACCESS_NOTE_RULES, ADDRESS_RULES } from "./address-rules";

/** A service address with the access notes crews need on site (client-safe). */
export const propertyFields = {
  label: requiredText({ max: 50 }),
  address: requiredText(ADDRESS_RULES.address),
  city: optionalText(ADDRESS_RULES.city),
  state: optionalText(ADDRESS_RULES.state),
  zip: optionalText(ADDRESS_RULES.zip),
  gateCode: optionalText(ACCESS_NOTE_RULES.gateCode),
  pets: optionalText(ACCESS_NOTE_RULES.pets),
  hazards: optionalText(ACCESS_NOTE_RULES.hazards),
  accessNotes: optionalText(ACCESS_NOTE_RULES.accessNotes),
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

"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { propertyAccessNotesSchema } from "@/lib/customers/properties/property-schema";
import { updatePropertyAccessNotes } from "@/lib/customers/properties/update-property-access-notes";

/** My Account → Your properties: the customer's own access notes (scoped to the customer and the business). */
export const updatePropertyAccessNotesAction = customerAction(propertyAccessNotesSchema, (input, { scope }) => updatePropertyAccessNotes(scope, input), {
  fallback: "Failed to update property notes",
});

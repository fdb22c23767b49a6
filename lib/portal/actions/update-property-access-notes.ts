"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { propertyAccessNotesSchema } from "@/lib/customers/property-schema";
import { updatePropertyAccessNotes } from "@/lib/customers/update-property-access-notes";

/** My Account → Your properties: the customer's own access notes (scoped to the customer and the business). */
export const updatePropertyAccessNotesAction = customerAction(propertyAccessNotesSchema, (input, { scope }) => updatePropertyAccessNotes(scope, input), {
  fallback: "Failed to update property notes",
});

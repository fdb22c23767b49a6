import { z } from "zod";

/** Inputs of the superadmin's business operations (client-safe). */
const businessId = z.uuid({ error: "Invalid value" });

export const suspensionSchema = z.object({
  businessId,
  suspended: z.boolean({ error: "Invalid value" }),
  reason: z.string().trim().max(500, { error: "Reason must be no more than 500 characters long" }).optional(),
});

export const portalAccessSchema = z.object({
  businessId,
  enabled: z.boolean({ error: "Invalid value" }),
});

export const supportViewSchema = z.object({ businessId });

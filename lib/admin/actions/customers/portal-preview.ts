"use server";

import { staffAction } from "@/lib/core/staff-action";
import { customerIdSchema } from "@/lib/customers/customer-schema";
import { startPortalPreview } from "@/lib/customers/preview/start-portal-preview";
import { customerActor } from "../../customer-actor";

/**
 * Customer detail → "View portal as this customer" (manage_customers): a one-minute,
 * single-use link to the business's portal host that opens a read-only preview session.
 */
export const startPortalPreviewAction = staffAction(
  "manage_customers",
  customerIdSchema,
  async ({ customerId }, staff) => startPortalPreview({ ...customerActor(staff), userId: staff.userId }, customerId),
  { fallback: "Failed to open the portal preview" },
);

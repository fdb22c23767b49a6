"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { customerIdSchema } from "@/lib/customers/customer-schema";
import { inviteCustomerToPortal } from "@/lib/customers/portal-access/invite-customer-to-portal";
import { revokePortalAccess } from "@/lib/customers/portal-access/revoke-portal-access";
import { customerActor } from "../../customer-actor";

/** Customer detail → Portal access → Invite / Resend invitation (needs manage_customers). */
export const inviteCustomerAction = staffAction("manage_customers", customerIdSchema, async ({ customerId }, staff) => {
  const result = await inviteCustomerToPortal(customerActor(staff), customerId);
  revalidatePath(`/admin/customers/${customerId}`);
  revalidatePath("/admin/customers");
  return result;
}, { fallback: "Failed to update customer" });

/** Customer detail → Portal access → Revoke. */
export const revokePortalAccessAction = staffAction("manage_customers", customerIdSchema, async ({ customerId }, staff) => {
  await revokePortalAccess(customerActor(staff), customerId);
  revalidatePath(`/admin/customers/${customerId}`);
  revalidatePath("/admin/customers");
  return null;
}, { fallback: "Failed to update customer" });

"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { bulkInviteCustomers } from "@/lib/customers/portal-access/bulk-invite-customers";
import { bulkTagCustomers } from "@/lib/customers/bulk-tag-customers";
import { bulkCustomersSchema, bulkTagSchema } from "@/lib/customers/customer-schema";
import { customerActor } from "../../customer-actor";

/** Customers list → selected → Add tag (needs manage_customers). */
export const bulkTagCustomersAction = staffAction("manage_customers", bulkTagSchema, async ({ customerIds, tag }, staff) => {
  const result = await bulkTagCustomers(staff, customerIds, tag);
  revalidatePath("/admin/customers");
  return result;
}, { fallback: "Failed to update customer" });

/** Customers list → selected → Invite to portal (needs manage_customers). */
export const bulkInviteCustomersAction = staffAction("manage_customers", bulkCustomersSchema, async ({ customerIds }, staff) => {
  const result = await bulkInviteCustomers(customerActor(staff), customerIds);
  revalidatePath("/admin/customers");
  return result;
}, { fallback: "Failed to update customer" });

"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { archiveCustomerSchema } from "@/lib/customers/customer-schema";
import { setCustomerArchived } from "@/lib/customers/set-customer-archived";
import { customerActor } from "../../customer-actor";

/** Customer detail → Archive / Restore (needs manage_customers; customers are never deleted). */
export const setCustomerArchivedAction = staffAction("manage_customers", archiveCustomerSchema, async ({ customerId, archived }, staff) => {
  const result = await setCustomerArchived(customerActor(staff), customerId, archived);
  revalidatePath("/admin/customers");
  revalidatePath(`/admin/customers/${customerId}`);
  return result;
}, { fallback: "Failed to update customer" });

"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { createCustomer } from "@/lib/customers/create-customer";
import { createCustomerSchema, updateCustomerSchema } from "@/lib/customers/customer-schema";
import { updateCustomer } from "@/lib/customers/update-customer";

/** Customers → New customer (needs manage_customers). */
export const createCustomerAction = staffAction("manage_customers", createCustomerSchema, async (input, staff) => {
  const customer = await createCustomer(staff, input);
  revalidatePath("/admin/customers");
  return { customerId: customer.id };
}, { fallback: "Failed to create customer" });

/** Customer detail → Edit (needs manage_customers). */
export const updateCustomerAction = staffAction("manage_customers", updateCustomerSchema, async ({ customerId, ...changes }, staff) => {
  await updateCustomer(staff, customerId, changes);
  revalidatePath("/admin/customers");
  revalidatePath(`/admin/customers/${customerId}`);
  return { customerId };
}, { fallback: "Failed to update customer" });

"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { addPropertySchema, removePropertySchema, updatePropertySchema } from "@/lib/customers/properties/property-schema";
import { addCustomerProperty, removeCustomerProperty, updateCustomerProperty } from "@/lib/customers/properties/save-customer-property";

/** Customer detail → Properties → Add (needs manage_customers). */
export const addPropertyAction = staffAction("manage_customers", addPropertySchema, async ({ customerId, ...input }, staff) => {
  const property = await addCustomerProperty({ businessId: staff.businessId, customerId }, { customerId, ...input });
  revalidatePath(`/admin/customers/${customerId}`);
  return { propertyId: property.id };
}, { fallback: "Failed to update customer" });

/** Customer detail → Properties → Edit. */
export const updatePropertyAction = staffAction("manage_customers", updatePropertySchema, async ({ customerId, propertyId, ...input }, staff) => {
  await updateCustomerProperty({ businessId: staff.businessId, customerId }, propertyId, { customerId, ...input });
  revalidatePath(`/admin/customers/${customerId}`);
  return { propertyId };
}, { fallback: "Failed to update customer" });

/** Customer detail → Properties → Remove. */
export const removePropertyAction = staffAction("manage_customers", removePropertySchema, async ({ customerId, propertyId }, staff) => {
  await removeCustomerProperty({ businessId: staff.businessId, customerId }, propertyId);
  revalidatePath(`/admin/customers/${customerId}`);
  return null;
}, { fallback: "Failed to update customer" });

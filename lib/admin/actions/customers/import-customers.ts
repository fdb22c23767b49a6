"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { importCustomers } from "@/lib/customers/import-export/import-customers";
import { importCustomersSchema } from "@/lib/customers/import-export/import-schema";
import { customerActor } from "../../customer-actor";

/** Customers → Import CSV: preview (commit false) or import all-or-nothing (needs manage_customers). */
export const importCustomersAction = staffAction("manage_customers", importCustomersSchema, async ({ csv, commit }, staff) => {
  const report = await importCustomers(customerActor(staff), csv, { commit });
  if (report.imported) revalidatePath("/admin/customers");
  return report;
}, { fallback: "Failed to create customer" });

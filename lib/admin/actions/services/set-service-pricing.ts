"use server";

import { revalidatePath } from "next/cache";
import { clearServicePricing } from "@/lib/booking/pricing/clear-service-pricing";
import { clearServicePricingSchema, servicePricingSchema } from "@/lib/booking/pricing/service-pricing-schema";
import { setServicePricing } from "@/lib/booking/pricing/set-service-pricing";
import { staffAction } from "@/lib/core/staff-action";

/** Services → Pricing: how a service is priced for online booking (manage_services, issue 39 item 1). */
export const setServicePricingAction = staffAction(
  "manage_services",
  servicePricingSchema,
  async (input, staff) => {
    const pricing = await setServicePricing(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/services");
    return pricing;
  },
  { fallback: "Failed to save the pricing rule" },
);

/** Services → Pricing → Remove pricing rule: the service keeps its own price. */
export const clearServicePricingAction = staffAction(
  "manage_services",
  clearServicePricingSchema,
  async (input, staff) => {
    const result = await clearServicePricing(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/services");
    return result;
  },
  { fallback: "Failed to remove the pricing rule" },
);

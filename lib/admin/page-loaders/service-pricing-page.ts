import "server-only";
import { getServicePricing } from "@/lib/booking/pricing/get-service-pricing";
import { getBusinessService } from "@/lib/catalog/get-business-service";
import { isDomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * /admin/services/pricing/{id}: the service and its pricing rule (null: none yet), a hidden
 * service's too; null when the service is not the business's or is archived.
 */
export async function loadServicePricingPage(scope: BusinessScope, serviceId: string) {
  const [service, pricing] = await Promise.all([
    getBusinessService(scope, serviceId).catch((error) => {
      if (isDomainError(error) && error.code === "not_found") return null;
      throw error;
    }),
    getServicePricing(scope, serviceId, { includeHidden: true }),
  ]);
  return service ? { service, pricing } : null;
}

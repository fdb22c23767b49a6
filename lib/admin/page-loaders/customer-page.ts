import "server-only";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { listCustomerActivity } from "@/lib/customers/activity/list-customer-activity";
import { getCustomerDetail } from "@/lib/customers/get-customer-detail";
import { listCustomerProperties } from "@/lib/customers/properties/list-customer-properties";
import { isDomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { getCustomerAutopay } from "@/lib/money/autopay/get-saved-card";
import { listVisitRecords } from "@/lib/scheduling/visit-photos/list-visit-records";
import { listSwitcherLocations } from "@/lib/locations/switcher-locations";

/** How many of the latest visits the customer page shows with their photos and notes. */
const VISITS_SHOWN = 10;

/** /admin/customers/{id}: the customer, their properties, activity, autopay and latest visits; null when not the business's. */
export async function loadCustomerPage(scope: BusinessScope & { allowedLocationIds: readonly string[] | null }, customerId: string) {
  const profile = await getBusinessProfile(scope);
  const [customer, properties, activity, autopay, visits, locations] = await Promise.all([
    getCustomerDetail(scope, customerId).catch((error) => {
      if (isDomainError(error) && error.code === "not_found") return null;
      throw error;
    }),
    listCustomerProperties({ businessId: scope.businessId, customerId }),
    listCustomerActivity({ businessId: scope.businessId, customerId }),
    getCustomerAutopay({ businessId: scope.businessId, customerId }),
    // The latest visits with the crew's photos and notes, as the customer sees them in Service History (issue 37).
    listVisitRecords({ businessId: scope.businessId, timeZone: profile.timezone }, { customerId }, { limit: VISITS_SHOWN }),
    // The locations the member may place the customer in (the edit form's Location, issue 38).
    listSwitcherLocations(scope),
  ]);
  return customer ? { profile, customer, properties, activity, autopay, visits, locations } : null;
}

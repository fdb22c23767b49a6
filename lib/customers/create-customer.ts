import "server-only";
import { inWriteTransaction } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { resolveHomeLocation } from "@/lib/locations/resolve-home-location";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { customerWebhookData } from "./customer-webhook-data";
import { rethrowDuplicateEmail } from "./customer-errors";
import type { CustomerData } from "./customer-schema";
import { getCustomerDetail } from "./get-customer-detail";
import { addFirstProperties } from "./properties/first-property";
import { contactValuesOf } from "./customer-columns";
import type { CustomerDetail } from "./customer-views";

/** The row a validated customer form becomes (also used by the CSV import). */
export function customerValues(scope: BusinessScope, input: CustomerData, locationId?: string) {
  return {
    businessId: scope.businessId,
    locationId,
    ...contactValuesOf(input),
    ...(input.servicePlan ? { servicePlan: input.servicePlan } : {}),
    status: input.status,
    tags: input.tags,
    notes: input.notes,
  };
}

/**
 * Adds a customer to the business (no portal access until invited). An address typed for them
 * becomes their first, primary property in the same transaction.
 */
export async function createCustomer(scope: BusinessScope, input: CustomerData): Promise<CustomerDetail> {
  const locationId = await resolveHomeLocation(scope, input.locationId);
  try {
    // The customer and its customer.created event commit together (the outbox, emit-webhook-event.ts).
    return await inWriteTransaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values(customerValues(scope, input, locationId))
        .returning({ id: customers.id, businessId: customers.businessId, address: customers.address, city: customers.city, state: customers.state, zip: customers.zip });
      await addFirstProperties(tx, [row]);
      const customer = await getCustomerDetail(scope, row.id);
      await emitWebhookEvent({ businessId: scope.businessId, type: "customer.created", data: { customer: customerWebhookData(customer) } });
      return customer;
    });
  } catch (error) {
    rethrowDuplicateEmail(error);
  }
}

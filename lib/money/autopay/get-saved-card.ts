import { and, eq } from "drizzle-orm";
import { db as appDb, type DbOrTx } from "@/db/client";
import { customerPaymentCards } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { SavedCardView } from "./autopay-policy";

export type CustomerAutopay = { card: SavedCardView | null; autopayEnabled: boolean; autopayEnabledAt: Date | null };

/** The customer's saved card summary and autopay choice (portal account page, staff customer page). */
export async function getCustomerAutopay(scope: CustomerScope, dbx: DbOrTx = appDb): Promise<CustomerAutopay> {
  const [row] = await dbx
    .select()
    .from(customerPaymentCards)
    .where(and(eq(customerPaymentCards.businessId, scope.businessId), eq(customerPaymentCards.customerId, scope.customerId)));
  if (!row?.paymentMethodId || !row.cardLast4) return { card: null, autopayEnabled: false, autopayEnabledAt: null };
  return {
    card: { brand: row.cardBrand ?? "card", last4: row.cardLast4, expMonth: row.cardExpMonth ?? 0, expYear: row.cardExpYear ?? 0 },
    autopayEnabled: row.autopayEnabled,
    autopayEnabledAt: row.autopayEnabledAt,
  };
}

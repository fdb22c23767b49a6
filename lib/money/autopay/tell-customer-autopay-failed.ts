import type { Db } from "@/db/client";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";
import { UPDATE_CARD_PATH } from "./autopay-policy";

/**
 * Dunning notice after a declined autopay charge: the portal bell and the business's branded
 * email (the "notification" template), linking to the portal's card section to update the
 * card. Says when the next try is, or that there is none. Not server-only: the worker sends it.
 */
export async function tellCustomerAutopayFailed(
  dbx: Db,
  failed: { businessId: string; customerId: string; invoiceId: string; invoiceNumber: string | null; amountCents: number; message: string; retryInDays: number | null },
): Promise<void> {
  const label = displayDocumentNumber(failed.invoiceNumber, failed.invoiceId);
  const next =
    failed.retryInDays === null
      ? "We will not try this card again for this invoice: please pay it in your portal."
      : `We will try again in ${failed.retryInDays} day${failed.retryInDays === 1 ? "" : "s"}.`;
  await tellCustomerAboutDocument(
    { businessId: failed.businessId, customerId: failed.customerId },
    {
      kind: "invoice",
      title: `Automatic payment failed for invoice ${label}`,
      body: `We could not charge your saved card ${formatCents(failed.amountCents)} for invoice ${label}: ${failed.message} ${next} You can update your card in your portal.`,
      portalPath: UPDATE_CARD_PATH,
      linkLabel: "Update card",
    },
    dbx,
  );
}

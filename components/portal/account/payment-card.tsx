import { CreditCard } from "@/components/icons";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AUTOPAY_CONSENT_TEXT, describeCard, type SavedCardView } from "@/lib/money/autopay/autopay-policy";
import { PaymentCardControls } from "./payment-card-controls";

type Props = { card: SavedCardView | null; autopayEnabled: boolean; justSaved?: boolean };

/**
 * My Account → Payment card, shown only when the business takes card payments: the card and
 * its texts are rendered on the server, its buttons and autopay switch are the client island.
 */
export function PaymentCard({ card, autopayEnabled, justSaved = false }: Props) {
  const status = card ? (
    <p className="flex items-center gap-2 font-medium text-slate-900" data-testid="saved-card">
      <CreditCard className="size-4" aria-hidden="true" /> {describeCard(card)}
    </p>
  ) : justSaved ? (
    <p className="text-slate-600" role="status">
      Stripe is saving your card. Refresh this page in a moment to see it.
    </p>
  ) : (
    <p className="text-slate-600">No card saved. Save one to pay invoices automatically. Your card details are kept by Stripe, never by us.</p>
  );
  const consent = (
    <p id="autopay-consent" className="text-slate-600">
      {card ? AUTOPAY_CONSENT_TEXT : "Save a card to turn on autopay."}
    </p>
  );
  return (
    <Card id="payment-card" role="region" aria-labelledby="payment-card-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="payment-card-heading">Payment card</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PaymentCardControls hasCard={card !== null} autopayEnabled={autopayEnabled} status={status} consent={consent} />
      </CardContent>
    </Card>
  );
}

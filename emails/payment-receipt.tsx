import { Section, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type PaymentReceiptEmailProps = {
  businessName: string;
  primaryColor: string;
  secondaryColor?: string | null;
  logoUrl?: string | null;
  firstName: string;
  /** Already formatted: "$216.50". */
  amount: string;
  /** "Card", "Card (automatic payment)", "Check"… */
  method: string;
  /** The payment's date in the business's time zone: "November 22, 2026". */
  paidOn: string;
  /** "Invoice INV-0042 — Spring clean-up". */
  paidFor: string;
  /** What is still owed on that invoice: "$0.00". */
  balanceLeft: string;
  paidInFull: boolean;
  /** The invoice's page on the business's portal host (a deposit's: its quote's page). */
  invoiceUrl: string;
  /** The button's words; "View invoice" unless the payment was a quote's deposit ("View quote"). */
  linkLabel?: string;
};

export const paymentReceiptSubject = ({ businessName, amount }: { businessName: string; amount: string }) =>
  `Receipt for your ${amount} payment to ${businessName}`;

/** A customer's receipt for a payment of theirs (card, autopay or recorded by staff), in the business's branding. */
export function PaymentReceiptEmail(props: PaymentReceiptEmailProps) {
  const { businessName, primaryColor, secondaryColor, logoUrl, firstName, amount, method, paidOn, paidFor, balanceLeft, paidInFull, invoiceUrl, linkLabel = "View invoice" } = props;
  const rows: Array<[string, string]> = [
    ["Amount paid", amount],
    ["Payment method", method],
    ["Date", paidOn],
    ["Paid for", paidFor],
    ["Balance left", paidInFull ? `${balanceLeft} (paid in full)` : balanceLeft],
  ];
  return (
    <EmailLayout preview={`${businessName} received your payment of ${amount}.`} brand={{ name: businessName, primaryColor, secondaryColor, logoUrl }}>
      <EmailHeading>Thank you, {firstName}!</EmailHeading>
      <EmailText>
        {businessName} received your payment of {amount}. Keep this email as your receipt.
      </EmailText>
      {/* One line per figure, so the plain-text part reads "Amount paid: $40.00" too. */}
      <Section style={{ border: "1px solid #e5e7eb", borderRadius: 6, padding: "8px 16px", margin: "0 0 16px" }}>
        {rows.map(([label, value]) => (
          <Text key={label} style={{ color: "#111827", fontSize: 14, lineHeight: "22px", margin: "4px 0" }}>
            <span style={{ color: "#6b7280" }}>{label}:</span> <strong>{value}</strong>
          </Text>
        ))}
      </Section>
      <EmailAction href={invoiceUrl} label={linkLabel} color={primaryColor} />
    </EmailLayout>
  );
}
export default PaymentReceiptEmail;

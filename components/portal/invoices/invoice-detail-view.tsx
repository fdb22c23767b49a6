import { ArrowLeft, Download } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { displayDocumentNumber } from "@/lib/format/document-number";
import type { InvoiceDetail } from "@/lib/money/invoices/invoice-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { InvoiceDocument } from "./invoice-document";
import { PayNow } from "./pay-now";

/** Back from Stripe Checkout (?payment=success|cancelled). */
export type PaymentNotice = "success" | "cancelled" | null;

const NOTICE: Record<"success" | "cancelled", string> = {
  success: "Thank you — your payment was received. It can take a moment to show on this invoice.",
  cancelled: "Payment cancelled. Nothing was charged.",
};

type Props = {
  invoice: InvoiceDetail;
  business: PortalBranding;
  basePath?: string;
  demo?: boolean;
  /** The business takes card payments and something is due on this open invoice. */
  payOnline?: boolean;
  paymentNotice?: PaymentNotice;
};

export function InvoiceDetailView({ invoice, business, basePath = "", demo = false, payOnline = false, paymentNotice = null }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link href={`${basePath}/invoices`}>
            <ArrowLeft aria-hidden="true" /> Back to Invoices
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          Invoice #{displayDocumentNumber(invoice.invoiceNumber, invoice.id)}
        </h1>
        {demo ? null : (
          <Button asChild variant="outline" size="sm">
            <a href={`/api/portal/invoices/${invoice.id}/pdf`} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
        )}
      </div>
      {paymentNotice ? (
        <p role="status" className={paymentNotice === "success" ? "rounded-lg border border-green-300 bg-green-50 p-3 text-sm" : "rounded-lg border bg-slate-50 p-3 text-sm"}>
          {invoice.status === "paid" && paymentNotice === "success" ? "Thank you — this invoice is paid." : NOTICE[paymentNotice]}
        </p>
      ) : null}
      {payOnline && !demo ? <PayNow invoiceId={invoice.id} amountDueCents={invoice.figures.balanceDueCents ?? 0} /> : null}
      <InvoiceDocument invoice={invoice} business={business} />
    </div>
  );
}

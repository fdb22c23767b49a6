import { InvoiceDetailView } from "@/components/portal/invoices/invoice-detail-view";
import { canPayOnline } from "@/lib/money/payments/can-pay-online";
import { NotFoundCard } from "@/components/portal/not-found-card";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Invoice" };

type Props = { params: Promise<{ tenant: string; invoiceId: string }>; searchParams: Promise<{ payment?: string | string[] }> };

export default async function InvoicePage({ params, searchParams }: Props) {
  const [{ tenant, invoiceId }, { payment }] = await Promise.all([params, searchParams]);
  const { business, branding, scope, isPreview } = await loadPortalContext(tenant);
  const invoice = await pageLoaders.invoice(scope, invoiceId, business.paymentInstructions, { preview: isPreview });
  if (!invoice) {
    return (
      <NotFoundCard
        title="Invoice Not Found"
        text="This invoice could not be found or you don't have access to it."
        backHref="/invoices"
        backLabel="Back to Invoices"
      />
    );
  }
  return (
    <InvoiceDetailView
      invoice={invoice}
      business={branding}
      payOnline={canPayOnline(business, { status: invoice.status, amountDueCents: invoice.figures.balanceDueCents ?? 0 })}
      paymentNotice={payment === "success" || payment === "cancelled" ? payment : null}
    />
  );
}

import { InvoiceDetailView } from "@/components/portal/invoices/invoice-detail-view";
import { NotFoundCard } from "@/components/portal/not-found-card";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Invoice" };

export function generateStaticParams() {
  return getDemoData().invoices.map((invoice) => ({ invoiceId: invoice.id }));
}

export default async function DemoInvoicePage({ params }: { params: Promise<{ invoiceId: string }> }) {
  const { invoiceId } = await params;
  const data = getDemoData();
  const invoice = data.invoices.find((i) => i.id === invoiceId);
  if (!invoice) {
    return (
      <NotFoundCard
        title="Invoice Not Found"
        text="This invoice could not be found or you don't have access to it."
        backHref="/demo-portal/invoices"
        backLabel="Back to Invoices"
      />
    );
  }
  return <InvoiceDetailView invoice={invoice} business={data.branding} basePath="/demo-portal" demo />;
}

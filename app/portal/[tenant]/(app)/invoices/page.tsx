import { InvoiceList } from "@/components/portal/invoices/invoice-list";
import { PageHeader } from "@/components/portal/page-header";
import { listCustomerInvoices } from "@/lib/portal/list-customer-invoices";
import { loadPortalContext } from "@/lib/portal/load-portal-context";

export const metadata = { title: "Invoices" };

export default async function InvoicesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { scope } = await loadPortalContext((await params).tenant);
  const invoices = await listCustomerInvoices(scope);
  return (
    <div>
      <PageHeader title="Invoices" description="Your invoices and their payment status." />
      <InvoiceList invoices={invoices} />
    </div>
  );
}

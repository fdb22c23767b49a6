import { InvoiceList } from "@/components/portal/invoices/invoice-list";
import { PageHeader } from "@/components/portal/page-header";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Invoices" };

export default async function InvoicesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { scope } = await loadPortalContext((await params).tenant);
  const invoices = await pageLoaders.invoices(scope);
  return (
    <div>
      <PageHeader title="Invoices" description="Your invoices and their payment status." />
      <InvoiceList invoices={invoices} />
    </div>
  );
}

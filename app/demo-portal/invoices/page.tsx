import { InvoiceList } from "@/components/portal/invoices/invoice-list";
import { PageHeader } from "@/components/portal/page-header";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Invoices" };

export default function DemoInvoicesPage() {
  const data = getDemoData();
  return (
    <div>
      <PageHeader title="Invoices" description="Your invoices and their payment status." />
      <InvoiceList invoices={data.invoices} basePath="/demo-portal" />
    </div>
  );
}

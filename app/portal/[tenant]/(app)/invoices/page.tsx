import { InvoiceList } from "@/components/portal/invoices/invoice-list";
import { PageHeader } from "@/components/portal/page-header";
import { StatementRangeForm } from "@/components/statements/statement-range-form";
import { toDateOnly } from "@/lib/format/dates";
import { defaultStatementRange } from "@/lib/money/statements/statement-range";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Invoices" };

export default async function InvoicesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { scope, business } = await loadPortalContext((await params).tenant);
  const invoices = await pageLoaders.invoices(scope);
  return (
    <div>
      <PageHeader title="Invoices" description="Your invoices and their payment status." />
      <section aria-labelledby="statement-heading" className="mb-6 rounded-lg border bg-white p-4">
        <h2 id="statement-heading" className="mb-3 text-sm font-semibold text-slate-900">
          Account statement
        </h2>
        <StatementRangeForm action="/api/portal/statement" initial={defaultStatementRange(toDateOnly(new Date(), business.timezone)!)} />
      </section>
      <InvoiceList invoices={invoices} />
    </div>
  );
}

import { ArrowLeft, Download } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { displayDocumentNumber } from "@/lib/format/document-number";
import type { InvoiceDetail } from "@/lib/invoices/invoice-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { InvoiceDocument } from "./invoice-document";

export function InvoiceDetailView({ invoice, business, basePath = "", demo = false }: { invoice: InvoiceDetail; business: PortalBranding; basePath?: string; demo?: boolean }) {
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
      <InvoiceDocument invoice={invoice} business={business} />
    </div>
  );
}

"use client";

import { reviseInvoiceAction } from "@/lib/admin/actions/invoices/revise-invoice";
import type { BuilderOptions } from "@/lib/money/documents/list-builder-options";
import { invoiceFieldsOf } from "./builder-payloads";
import { DocumentBuilder, type BuilderValues } from "./document-builder";

/** The builder revising an issued invoice with nothing paid on it: the ledger is adjusted by the difference. */
export function InvoiceRevisionBuilder({ options, invoiceId, initial }: { options: BuilderOptions; invoiceId: string; initial: BuilderValues }) {
  return (
    <DocumentBuilder
      kind="invoice"
      customers={options.customers}
      services={options.services}
      taxRatePercent={options.taxRatePercent}
      initial={initial}
      customerLocked
      revision={{ cancelHref: `/admin/invoices/${invoiceId}` }}
      save={(p) => reviseInvoiceAction({ invoiceId, ...invoiceFieldsOf(p) })}
    />
  );
}

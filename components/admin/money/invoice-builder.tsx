"use client";

import { saveInvoiceAction } from "@/lib/admin/actions/invoices/save-invoice";
import { sendInvoiceAction } from "@/lib/admin/actions/invoices/send-invoice";
import type { BuilderOptions } from "@/lib/money/documents/list-builder-options";
import { invoiceFieldsOf } from "./builder-payloads";
import { DocumentBuilder, type BuilderValues } from "./document-builder";

/** The manual invoice builder: the shared DocumentBuilder wired to the invoice actions. */
export function InvoiceBuilder({ options, invoiceId, initial }: { options: BuilderOptions; invoiceId?: string; initial: BuilderValues }) {
  return (
    <DocumentBuilder
      kind="invoice"
      customers={options.customers}
      services={options.services}
      taxRatePercent={options.taxRatePercent}
      initial={initial}
      save={(p) => saveInvoiceAction({ invoiceId: invoiceId ?? null, customerId: p.customerId, ...invoiceFieldsOf(p) })}
      send={(id) => sendInvoiceAction({ invoiceId: id })}
    />
  );
}

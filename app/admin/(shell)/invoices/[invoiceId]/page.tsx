import { Receipt } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { builderValuesOf } from "@/components/admin/money/builder-values";
import { DocumentLinesTable } from "@/components/admin/money/document-lines-table";
import { DocumentLinks } from "@/components/admin/money/document-links";
import { InvoiceActions } from "@/components/admin/money/invoice-actions";
import { DraftInvoiceBuilder } from "@/components/admin/money/draft-invoice-builder";
import { RefundPaymentDialog } from "@/components/admin/money/refund-payment-dialog";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { loadInvoicePage } from "@/lib/admin/page-loaders/invoice-page";
import { formatListDate, formatMessageTime } from "@/lib/format/dates";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { isRevisableInvoice } from "@/lib/money/invoices/admin-invoice-views";
import { settledAmounts } from "@/lib/money/documents/document-figures";
import { invoiceStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Invoice" };

const METHOD_LABELS: Record<string, string> = { cash: "Cash", check: "Check", bank_transfer: "Bank transfer", manual: "Other", card: "Card", stripe: "Card (Stripe)" };
const LEDGER_LABELS: Record<string, string> = { invoice_issued: "Invoice issued", payment: "Payment", refund: "Refund", credit: "Credit", void: "Void", invoice_revised: "Revised" };

export default async function AdminInvoicePage({ params }: { params: Promise<{ invoiceId: string }> }) {
  const staff = await requireStaff({ section: "invoices" });
  const { invoiceId } = await params;
  const loaded = await loadInvoicePage(staff, invoiceId);
  if (!loaded) notFound();
  const { invoice, business, reminders, canManage, builderOptions } = loaded;
  // Refunds move money back: manage_billing (spec §6), not view_billing. A void invoice's payments are not refunded here.
  const canRefund = hasAnyPermission(staff.permissions, ["manage_billing"]) && invoice.status !== "void";
  const display = invoiceStatusDisplay(invoice.status);
  const label = displayDocumentNumber(invoice.invoiceNumber, invoice.id);
  const { figures } = invoice;
  const balance = figures.balanceDueCents ?? 0;
  // The invoice row's settled amount counts credits too; the page shows them apart (from the figures' settlements).
  const { paidCents, creditedCents } = settledAmounts(figures);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Invoice ${label}`}
        icon={Receipt}
        description={`${invoice.description ?? ""} · ${invoice.customerName}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentLinks kind="invoice" id={invoice.id} canRevise={canManage && isRevisableInvoice(invoice)} />
            {canManage ? <InvoiceActions invoiceId={invoice.id} status={invoice.status} balanceCents={balance} /> : null}
          </div>
        }
      />
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <Badge className={display.className} data-testid="invoice-status">
              {display.label}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-medium">{formatCents(figures.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="font-medium">{formatCents(paidCents)}</dd>
        </div>
        {creditedCents > 0 ? (
          <div>
            <dt className="text-muted-foreground">Credited</dt>
            <dd className="font-medium" data-testid="invoice-credited">
              {formatCents(creditedCents)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">Balance due</dt>
          <dd className="font-medium" data-testid="invoice-balance">
            {formatCents(balance)}
          </dd>
        </div>
        {displayRevision(invoice.revision) ? (
          <div>
            <dt className="text-muted-foreground">Revision</dt>
            <dd data-testid="invoice-revision">{displayRevision(invoice.revision)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">Invoice date</dt>
          <dd>{formatListDate(invoice.invoiceDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Due</dt>
          <dd>{invoice.dueDate ? formatListDate(invoice.dueDate) : "—"}</dd>
        </div>
      </dl>
      {builderOptions ? (
        <DraftInvoiceBuilder
          options={builderOptions}
          invoiceId={invoice.id}
          initial={builderValuesOf(figures, { customerId: invoice.customerId, heading: invoice.description ?? "", date: invoice.dueDate, terms: invoice.paymentInstructions, notes: invoice.notes })}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Line items</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DocumentLinesTable figures={figures} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Payments</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {invoice.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
          ) : (
            <Table aria-label="Payments">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Method</TableHead>
                  <TableHead>Note</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead className="text-right">Refunded</TableHead>
                  {canRefund ? (
                    <TableHead>
                      <span className="sr-only">Refund</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {invoice.payments.map((payment) => {
                  const refundable = payment.status === "succeeded" ? payment.amountCents - payment.refundedCents : 0;
                  return (
                    <TableRow key={payment.id} data-testid="payment-row">
                      <TableCell>{payment.paidAt ? formatMessageTime(payment.paidAt, business.timezone) : "—"}</TableCell>
                      <TableCell>{METHOD_LABELS[payment.method] ?? payment.method}</TableCell>
                      <TableCell>{payment.note ?? ""}</TableCell>
                      <TableCell className="text-right">{formatCents(payment.amountCents)}</TableCell>
                      <TableCell className="text-right" data-testid="payment-refunded">
                        {payment.refundedCents > 0 ? formatCents(payment.refundedCents) : "—"}
                      </TableCell>
                      {canRefund ? (
                        <TableCell className="text-right">
                          {refundable > 0 ? <RefundPaymentDialog key={`${payment.id}:${refundable}`} paymentId={payment.id} refundableCents={refundable} card={payment.method === "stripe"} /> : null}
                        </TableCell>
                      ) : null}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Ledger</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {invoice.ledger.length === 0 ? (
            <p className="text-sm text-muted-foreground">A draft has no ledger entries; sending the invoice issues it.</p>
          ) : (
            <Table aria-label="Ledger">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Entry</TableHead>
                  <TableHead>Memo</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {invoice.ledger.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatMessageTime(entry.createdAt, business.timezone)}</TableCell>
                    <TableCell>{LEDGER_LABELS[entry.kind] ?? entry.kind}</TableCell>
                    <TableCell>{entry.memo ?? ""}</TableCell>
                    <TableCell className="text-right">{formatCents(entry.amountCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Activity</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {reminders.length === 0 ? (
            <p className="text-sm text-muted-foreground">No reminders sent. Overdue invoices get one automatically every 7 days, up to 3.</p>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label="Reminders">
              {reminders.map((reminder) => (
                <li key={reminder.id}>
                  {formatMessageTime(reminder.sentAt, business.timezone)} —{" "}
                  {reminder.kind === "manual" ? `Reminder sent by ${reminder.sentBy ?? "a staff member"}` : "Automatic overdue reminder sent"}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

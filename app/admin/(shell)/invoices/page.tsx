import { FileStack, Plus, Receipt } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { ListSearch } from "@/components/admin/list/list-search";
import { Pagination } from "@/components/admin/list/pagination";
import { SortHeader } from "@/components/admin/list/sort-header";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { ADMIN_INVOICE_FILTERS, balanceCents, type AdminInvoiceFilter } from "@/lib/money/invoices/admin-invoice-views";
import { INVOICE_SORTS, listBusinessInvoices } from "@/lib/money/invoices/list-business-invoices";
import { invoiceStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Invoices" };
const PATH = "/admin/invoices";
const FILTER_LABELS: Record<AdminInvoiceFilter, string> = { draft: "Draft", open: "Sent / open", paid: "Paid", overdue: "Overdue", void: "Void" };

export default async function AdminInvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "invoices" });
  const canManage = hasAnyPermission(staff.permissions, ["manage_invoices"]);
  const params = await searchParams;
  const list = parseListParams(params, { sorts: INVOICE_SORTS, defaultSort: "date", defaultDir: "desc", filters: { status: ADMIN_INVOICE_FILTERS } });
  const { rows, total } = await listBusinessInvoices(staff, {
    q: list.q,
    status: list.filters.status as AdminInvoiceFilter | undefined,
    sort: list.sort,
    dir: list.dir,
    limit: list.pageSize,
    offset: list.offset,
  });
  const sortProps = { current: { sort: list.sort, dir: list.dir }, pathname: PATH, searchParams: params };
  const filtered = Boolean(list.q || list.filters.status);
  return (
    <>
      <PageHeader
        title="Invoices"
        icon={Receipt}
        description="Bill customers, record payments and follow what is still owed."
        actions={
          canManage ? (
            <div className="flex flex-wrap gap-2">
              <Link href="/admin/invoices/uninvoiced" className={buttonVariants({ variant: "outline" })}>
                <FileStack className="size-4" aria-hidden="true" /> Uninvoiced visits
              </Link>
              <Link href="/admin/invoices/new" className={buttonVariants()}>
                <Plus className="size-4" aria-hidden="true" /> New invoice
              </Link>
            </div>
          ) : undefined
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch label="Search invoices" placeholder="Number, description or customer" />
        <ListFilter name="status" label="Statuses" options={ADMIN_INVOICE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))} />
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title={filtered ? "No matching invoices" : "No invoices yet"}
          body={filtered ? "Try another search or status." : "Create an invoice, send it, and record payments as they come in."}
        />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto pt-6">
            <Table aria-label="Invoices">
              <TableHeader>
                <TableRow>
                  <SortHeader label="Number" sortKey="number" {...sortProps} />
                  <TableHead>Description</TableHead>
                  <SortHeader label="Customer" sortKey="customer" {...sortProps} />
                  <TableHead>Status</TableHead>
                  <SortHeader label="Date" sortKey="date" {...sortProps} />
                  <SortHeader label="Due" sortKey="due" {...sortProps} />
                  <SortHeader label="Amount" sortKey="amount" className="text-right" {...sortProps} />
                  <TableHead className="text-right">Balance</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((invoice) => {
                  const display = invoiceStatusDisplay(invoice.status);
                  return (
                    <TableRow key={invoice.id}>
                      <TableCell className="font-medium">
                        <Link href={`/admin/invoices/${invoice.id}`} className="underline-offset-2 hover:underline">
                          {displayDocumentNumber(invoice.invoiceNumber, invoice.id)}
                        </Link>
                      </TableCell>
                      <TableCell>{invoice.description ?? "—"}</TableCell>
                      <TableCell>{invoice.customerName}</TableCell>
                      <TableCell>
                        <Badge className={display.className}>{display.label}</Badge>
                      </TableCell>
                      <TableCell>{formatListDate(invoice.invoiceDate)}</TableCell>
                      <TableCell>{invoice.dueDate ? formatListDate(invoice.dueDate) : "—"}</TableCell>
                      <TableCell className="text-right">{formatCents(invoice.amountCents)}</TableCell>
                      <TableCell className="text-right">{formatCents(balanceCents(invoice))}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pagination page={list.page} pageSize={list.pageSize} total={total} pathname={PATH} searchParams={params} noun="invoices" />
          </CardContent>
        </Card>
      )}
    </>
  );
}

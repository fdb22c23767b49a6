import { FileText, Plus } from "@/components/icons";
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
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import {
  ADMIN_QUOTE_FILTERS,
  quoteStateLabel,
} from "@/lib/quotes/admin-quote-views";
import {
  listBusinessQuotes,
  QUOTE_SORTS,
} from "@/lib/quotes/list-business-quotes";
import { quoteStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Quotes" };
const PATH = "/admin/quotes";

export default async function AdminQuotesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const staff = await requireStaff({ section: "quotes" });
  const params = await searchParams;
  const list = parseListParams(params, {
    sorts: QUOTE_SORTS,
    defaultSort: "created",
    defaultDir: "desc",
    filters: { status: ADMIN_QUOTE_FILTERS },
  });
  const [{ rows, total }, business] = await Promise.all([
    listBusinessQuotes(staff, {
      q: list.q,
      state: list.filters.status as
        (typeof ADMIN_QUOTE_FILTERS)[number] | undefined,
      sort: list.sort,
      dir: list.dir,
      limit: list.pageSize,
      offset: list.offset,
    }),
    getBusinessProfile(staff),
  ]);
  const sortProps = {
    current: { sort: list.sort, dir: list.dir },
    pathname: PATH,
    searchParams: params,
  };
  const filtered = Boolean(list.q || list.filters.status);
  return (
    <>
      <PageHeader
        title="Quotes"
        icon={FileText}
        description="Build quotes from your services, send them, and follow the customer's answer."
        actions={
          <Link href="/admin/quotes/new" className={buttonVariants()}>
            <Plus className="size-4" aria-hidden="true" /> New quote
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search quotes"
          placeholder="Number, title or customer"
        />
        <ListFilter
          name="status"
          label="Statuses"
          options={ADMIN_QUOTE_FILTERS.map((value) => ({
            value,
            label: quoteStateLabel(value),
          }))}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={filtered ? "No matching quotes" : "No quotes yet"}
          body={
            filtered
              ? "Try another search or status."
              : "Build your first quote from your services catalogue and send it to a customer."
          }
        />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto pt-6">
            <Table aria-label="Quotes">
              <TableHeader>
                <TableRow>
                  <SortHeader label="Number" sortKey="number" {...sortProps} />
                  <TableHead>Title</TableHead>
                  <SortHeader
                    label="Customer"
                    sortKey="customer"
                    {...sortProps}
                  />
                  <TableHead>Status</TableHead>
                  <SortHeader
                    label="Valid until"
                    sortKey="valid"
                    {...sortProps}
                  />
                  <SortHeader
                    label="Created"
                    sortKey="created"
                    {...sortProps}
                  />
                  <SortHeader
                    label="Total"
                    sortKey="total"
                    className="text-right"
                    {...sortProps}
                  />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((quote) => {
                  const display = quoteStatusDisplay(quote.state);
                  return (
                    <TableRow key={quote.id}>
                      <TableCell className="font-medium">
                        <Link
                          href={`/admin/quotes/${quote.id}`}
                          className="underline-offset-2 hover:underline"
                        >
                          {displayDocumentNumber(quote.quoteNumber, quote.id)}
                        </Link>
                      </TableCell>
                      <TableCell>{quote.title}</TableCell>
                      <TableCell>{quote.customerName}</TableCell>
                      <TableCell>
                        <Badge className={display.className}>
                          {display.label}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        {quote.validUntil
                          ? formatListDate(quote.validUntil)
                          : "—"}
                      </TableCell>
                      <TableCell>
                        {formatListDate(quote.createdAt, business.timezone)}
                      </TableCell>
                      <TableCell className="text-right">
                        {formatCents(quote.totalAmountCents)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={total}
              pathname={PATH}
              searchParams={params}
              noun="quotes"
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}

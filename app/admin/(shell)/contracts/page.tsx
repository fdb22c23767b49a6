import { FileSignature, Plus } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { ListSearch } from "@/components/admin/list/list-search";
import { Pagination } from "@/components/admin/list/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { CONTRACT_STATUSES, listBusinessContracts } from "@/lib/contracts/list-business-contracts";
import type { ContractStatus } from "@/db/schema/enums";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { contractStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Contracts" };
const PATH = "/admin/contracts";

export default async function AdminContractsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "contracts" });
  const params = await searchParams;
  const list = parseListParams(params, { sorts: ["created"] as const, defaultSort: "created", defaultDir: "desc", filters: { status: CONTRACT_STATUSES } });
  const [{ rows, total }, business] = await Promise.all([
    listBusinessContracts(staff, { q: list.q, status: list.filters.status as ContractStatus | undefined, limit: list.pageSize, offset: list.offset }),
    getBusinessProfile(staff),
  ]);
  const filtered = Boolean(list.q || list.filters.status);
  return (
    <>
      <PageHeader
        title="Contracts"
        icon={FileSignature}
        description="Agreements your customers sign electronically in their portal."
        actions={
          <Link href="/admin/contracts/new" className={buttonVariants()}>
            <Plus className="size-4" aria-hidden="true" /> New contract
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch label="Search contracts" placeholder="Number, title or customer" />
        <ListFilter name="status" label="Statuses" options={CONTRACT_STATUSES.map((value) => ({ value, label: contractStatusDisplay(value).label }))} />
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={FileSignature}
          title={filtered ? "No matching contracts" : "No contracts yet"}
          body={filtered ? "Try another search or status." : "Turn an approved quote into a contract, or write one from your terms."}
        />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto pt-6">
            <Table aria-label="Contracts">
              <TableHeader>
                <TableRow>
                  <TableHead>Number</TableHead>
                  <TableHead>Title</TableHead>
                  <TableHead>Customer</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Signed</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((contract) => {
                  const display = contractStatusDisplay(contract.status);
                  return (
                    <TableRow key={contract.id}>
                      <TableCell className="font-medium">
                        <Link href={`/admin/contracts/${contract.id}`} className="underline-offset-2 hover:underline">
                          {displayDocumentNumber(contract.contractNumber, contract.id)}
                        </Link>
                      </TableCell>
                      <TableCell>{contract.title}</TableCell>
                      <TableCell>{contract.customerName}</TableCell>
                      <TableCell>
                        <Badge className={display.className}>{display.label}</Badge>
                      </TableCell>
                      <TableCell>{formatListDate(contract.createdAt, business.timezone)}</TableCell>
                      <TableCell>{contract.signedDate ? formatListDate(contract.signedDate, business.timezone) : "—"}</TableCell>
                      <TableCell className="text-right">{formatCents(contract.totalAmountCents)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pagination page={list.page} pageSize={list.pageSize} total={total} pathname={PATH} searchParams={params} noun="contracts" />
          </CardContent>
        </Card>
      )}
    </>
  );
}

import { Download, Plus, SearchX, Upload, Users } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { CustomerFormTrigger } from "@/components/admin/customers/customer-form-trigger";
import { CustomerTable } from "@/components/admin/customers/customer-table";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { ListSearch } from "@/components/admin/list/list-search";
import { Pagination } from "@/components/admin/list/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { customerListSpec, PORTAL_ACCESS_LABELS, type CustomerStatusFilter, type PortalFilter } from "@/lib/customers/customer-list-spec";
import { listBusinessCustomers } from "@/lib/customers/list-business-customers";
import { listCustomerTags } from "@/lib/customers/list-customer-tags";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listSwitcherLocations } from "@/lib/locations/switcher-locations";

export const metadata: Metadata = { title: "Customers" };

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "lead", label: "Lead" },
  { value: "archived", label: "Archived" },
];
const PORTAL_OPTIONS = Object.entries(PORTAL_ACCESS_LABELS).map(([value, label]) => ({ value, label }));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/customers: the server-paginated, searchable, filterable list (needs manage_customers). */
export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "customers" });
  const params = await searchParams;
  const list = parseListParams(params, customerListSpec);
  const [tags, profile, locations] = await Promise.all([listCustomerTags(staff), getBusinessProfile(staff), listSwitcherLocations(staff)]);
  const tagParam = first(params.tag);
  const tag = tagParam && tags.includes(tagParam) ? tagParam : undefined;
  const filter = { q: list.q, status: list.filters.status as CustomerStatusFilter | undefined, portal: list.filters.portal as PortalFilter | undefined, tag };
  const { rows, total } = await listBusinessCustomers(staff, { ...filter, sort: list.sort, dir: list.dir, offset: list.offset, limit: list.pageSize });
  const filtered = Boolean(list.q || filter.status || filter.portal || tag);
  const exportQuery = new URLSearchParams(Object.entries({ q: list.q, status: filter.status, portal: filter.portal, tag }).filter((e): e is [string, string] => Boolean(e[1]))).toString();

  return (
    <>
      <PageHeader
        title="Customers"
        icon={Users}
        description={`Everyone ${staff.businessName} serves, their properties and portal access.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link href="/admin/customers/import">
                <Upload className="size-4" aria-hidden="true" />
                Import CSV
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={`/admin/customers/export${exportQuery ? `?${exportQuery}` : ""}`} download>
                <Download className="size-4" aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            <CustomerFormTrigger
              locations={locations}
              trigger={
                <Button>
                  <Plus className="size-4" aria-hidden="true" />
                  New customer
                </Button>
              }
            />
          </div>
        }
      />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="flex flex-wrap items-center gap-3">
            <ListSearch label="Search customers" placeholder="Search name, email, phone or address" />
            <ListFilter name="status" label="Statuses" options={STATUS_OPTIONS} />
            <ListFilter name="portal" label="Portal access" options={PORTAL_OPTIONS} />
            {tags.length > 0 ? <ListFilter name="tag" label="Tags" options={tags.map((t) => ({ value: t, label: t }))} /> : null}
          </div>
          {rows.length === 0 ? (
            filtered ? (
              <EmptyState icon={SearchX} title="No customers match" body="Try another search or clear the filters." action={<Link className="text-sm text-primary underline" href="/admin/customers">Clear search and filters</Link>} />
            ) : (
              <EmptyState icon={Users} title="No customers yet" body="Add your first customer, or import them from a CSV file, then invite them to your portal." />
            )
          ) : (
            <>
              <CustomerTable rows={rows} sort={{ sort: list.sort, dir: list.dir }} searchParams={params} timeZone={profile.timezone} />
              <Pagination page={list.page} pageSize={list.pageSize} total={total} pathname="/admin/customers" searchParams={params} noun="customers" />
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}

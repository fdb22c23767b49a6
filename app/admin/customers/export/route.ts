import { staffRoute } from "@/lib/core/routes/staff-route";
import { CUSTOMER_STATUS_FILTERS, type CustomerStatusFilter, type PortalFilter } from "@/lib/customers/customer-list-spec";
import { PORTAL_ACCESS_STATUSES } from "@/db/schema/enums";
import { exportCustomersCsv } from "@/lib/customers/import-export/export-customers-csv";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (value && (values as readonly string[]).includes(value) ? (value as T) : undefined);

/** GET /admin/customers/export — the list's customers (same search and filters) as a CSV download (manage_customers). */
export const GET = staffRoute("manage_customers", async (request, staff) => {
  const url = new URL(request.url);
  const csv = await exportCustomersCsv(staff, {
    q: url.searchParams.get("q")?.slice(0, 100) ?? undefined,
    status: oneOf<CustomerStatusFilter>(CUSTOMER_STATUS_FILTERS, url.searchParams.get("status")),
    portal: oneOf<PortalFilter>(PORTAL_ACCESS_STATUSES, url.searchParams.get("portal")),
    tag: url.searchParams.get("tag")?.slice(0, 30) || undefined,
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="customers-${staff.portalSubdomain}-${date}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

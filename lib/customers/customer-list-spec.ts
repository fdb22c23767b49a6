import { PORTAL_ACCESS_STATUSES } from "@/db/schema/enums";
import type { ListSpec } from "@/lib/foundation/list-params";

/**
 * The admin customer list's URL state (client-safe): sorts, and the status and portal
 * filters. "archived" is a status filter of its own; without it archived customers are hidden.
 * The tag filter is free text (any tag the business uses), so it is read separately.
 */
export const CUSTOMER_SORTS = ["name", "created", "last_login", "balance"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_STATUS_FILTERS = ["active", "inactive", "lead", "archived"] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
export type PortalFilter = (typeof PORTAL_ACCESS_STATUSES)[number];

export const customerListSpec: ListSpec<CustomerSort, "status" | "portal"> = {
  sorts: CUSTOMER_SORTS,
  defaultSort: "name",
  defaultDir: "asc",
  filters: { status: CUSTOMER_STATUS_FILTERS, portal: PORTAL_ACCESS_STATUSES },
};

export const PORTAL_ACCESS_LABELS: Record<PortalFilter, string> = {
  none: "Not invited",
  invited: "Invited",
  active: "Active",
  disabled: "Revoked",
};

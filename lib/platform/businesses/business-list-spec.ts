import type { ListSpec } from "@/lib/foundation/list-params";

/** The superadmin Businesses list's URL state (client-safe): `?q=&portal=&status=&created=&page=`. */
export const CREATED_RANGES = { "7d": 7, "30d": 30, "90d": 90, "365d": 365 } as const;
export type CreatedRange = keyof typeof CREATED_RANGES;

export const BUSINESS_LIST_SPEC = {
  sorts: ["name", "created"] as const,
  defaultSort: "name",
  defaultDir: "asc",
  filters: {
    portal: ["enabled", "disabled"],
    status: ["active", "suspended"],
    created: Object.keys(CREATED_RANGES),
  },
} satisfies ListSpec<"name" | "created", "portal" | "status" | "created">;

export const BUSINESS_FILTER_OPTIONS = {
  portal: [
    { value: "enabled", label: "Portal enabled" },
    { value: "disabled", label: "Portal disabled" },
  ],
  status: [
    { value: "active", label: "Active" },
    { value: "suspended", label: "Suspended" },
  ],
  created: [
    { value: "7d", label: "Last 7 days" },
    { value: "30d", label: "Last 30 days" },
    { value: "90d", label: "Last 90 days" },
    { value: "365d", label: "Last 12 months" },
  ],
} as const;

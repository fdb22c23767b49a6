import { describe, expect, it, vi } from "vitest";

/**
 * Spec §6 "Roles and permissions" and §2 admin navigation, asserted exactly. Each test loads
 * lib/identity/permissions.ts afresh inside its own body: the lists are module-level constants,
 * and a module evaluated only when the file is collected counts for Stryker as "static" code
 * that no single test covers (ignoreStatic), so its mutants were judged by an unrelated test.
 */
async function load() {
  vi.resetModules();
  return import("@/lib/identity/permissions");
}

const ALL = [
  "manage_customers", "manage_employees", "manage_services", "manage_schedule", "manage_invoices",
  "manage_quotes", "view_messages", "send_messages", "view_jobs", "manage_jobs", "view_billing",
  "manage_billing", "view_reports", "manage_settings",
];

describe("permission names (spec §6)", () => {
  it("knows exactly the fourteen permissions and nothing else", async () => {
    const { PERMISSIONS, isPermission } = await load();
    expect([...PERMISSIONS]).toEqual(ALL);
    for (const p of ALL) expect(isPermission(p), p).toBe(true);
    for (const v of ["", "customer:read", "MANAGE_CUSTOMERS", "manage_customers ", "admin", null, undefined, 1, ["view_jobs"]]) {
      expect(isPermission(v), String(v)).toBe(false);
    }
  });
});

describe("business owner (spec §6)", () => {
  it("lists the spec's ten shell permissions in order and holds all fourteen", async () => {
    const { OWNER_SHELL_PERMISSIONS, effectivePermissions } = await load();
    expect([...OWNER_SHELL_PERMISSIONS]).toEqual([
      "manage_customers", "manage_employees", "manage_services", "manage_schedule", "manage_invoices",
      "manage_quotes", "view_messages", "manage_settings", "view_jobs", "view_billing",
    ]);
    expect(effectivePermissions({ role: "owner", roleTemplate: null, permissions: null })).toEqual(ALL);
    expect(effectivePermissions({ role: "owner", roleTemplate: "billing", permissions: [] })).toEqual(ALL);
  });

  it("shows the owner all ten navigation items with their routes, in the spec's order", async () => {
    const { ADMIN_NAV, OWNER_SHELL_PERMISSIONS, visibleNav } = await load();
    const nav = [
      { section: "dashboard", label: "Dashboard", href: "/admin/dashboard" },
      { section: "customers", label: "Customers", href: "/admin/customers" },
      { section: "employees", label: "Employees", href: "/admin/employees" },
      { section: "schedule", label: "Schedule", href: "/admin/schedule" },
      { section: "services", label: "Services", href: "/admin/services" },
      { section: "quotes", label: "Quotes", href: "/admin/quotes" },
      { section: "contracts", label: "Contracts", href: "/admin/contracts" },
      { section: "invoices", label: "Invoices", href: "/admin/invoices" },
      { section: "messaging", label: "Messages", href: "/admin/messaging" },
      { section: "settings", label: "Settings", href: "/admin/settings" },
    ];
    expect(ADMIN_NAV).toEqual(nav);
    // The shell list alone already opens every item.
    expect(visibleNav(OWNER_SHELL_PERMISSIONS)).toEqual(nav);
    expect(visibleNav(ALL)).toEqual(nav);
  });
});

describe("employee without a template (spec §6)", () => {
  it("holds the five default permissions and sees neither Employees, Invoices, Quotes, Contracts nor Settings", async () => {
    const { DEFAULT_EMPLOYEE_PERMISSIONS, effectivePermissions, visibleNav, canOpenSection } = await load();
    const held = effectivePermissions({ role: "employee", roleTemplate: null, permissions: null });
    expect(held).toEqual(["manage_customers", "manage_services", "manage_schedule", "view_messages", "view_jobs"]);
    expect([...DEFAULT_EMPLOYEE_PERMISSIONS]).toEqual(held);
    expect(visibleNav(held).map((i) => i.href)).toEqual([
      "/admin/dashboard", "/admin/customers", "/admin/schedule", "/admin/services", "/admin/messaging",
    ]);
    for (const section of ["employees", "invoices", "quotes", "contracts", "settings", "reports"] as const) {
      expect(canOpenSection(held, section), section).toBe(false);
    }
    for (const section of ["dashboard", "customers", "schedule", "services", "messaging"] as const) {
      expect(canOpenSection(held, section), section).toBe(true);
    }
  });
});

describe("role templates (spec §6 table)", () => {
  it("labels the five templates", async () => {
    const { ROLE_TEMPLATE_LABELS } = await load();
    expect(ROLE_TEMPLATE_LABELS).toEqual({
      full_admin: "Full Administrator",
      manager: "Manager",
      customer_service: "Customer Service",
      field_employee: "Field Employee",
      billing: "Billing/Accounting",
    });
  });

  it("gives each template exactly the spec's permissions", async () => {
    const { ROLE_TEMPLATE_PERMISSIONS, effectivePermissions } = await load();
    const expected = {
      full_admin: ALL,
      manager: [
        "manage_customers", "manage_services", "manage_schedule", "manage_quotes", "view_messages",
        "send_messages", "view_jobs", "manage_jobs", "view_reports",
      ],
      customer_service: ["view_messages", "send_messages", "view_jobs"],
      field_employee: ["view_jobs"],
      billing: ["manage_invoices", "view_billing", "manage_billing", "view_reports"],
    } as const;
    expect(Object.fromEntries(Object.entries(ROLE_TEMPLATE_PERMISSIONS).map(([k, v]) => [k, [...v]]))).toEqual(expected);
    for (const [template, perms] of Object.entries(expected)) {
      expect(
        effectivePermissions({ role: "employee", roleTemplate: template as keyof typeof expected, permissions: null }),
        template,
      ).toEqual(perms);
    }
  });

  it("shows each template's holder exactly the navigation items the spec's rules allow", async () => {
    const { ROLE_TEMPLATE_PERMISSIONS, visibleNav } = await load();
    const labels = (t: keyof typeof ROLE_TEMPLATE_PERMISSIONS) => visibleNav(ROLE_TEMPLATE_PERMISSIONS[t]).map((i) => i.label);
    expect(labels("full_admin")).toEqual([
      "Dashboard", "Customers", "Employees", "Schedule", "Services", "Quotes", "Contracts", "Invoices", "Messages", "Settings",
    ]);
    expect(labels("manager")).toEqual(["Dashboard", "Customers", "Schedule", "Services", "Quotes", "Contracts", "Messages"]);
    expect(labels("customer_service")).toEqual(["Dashboard", "Schedule", "Messages"]);
    expect(labels("field_employee")).toEqual(["Dashboard", "Schedule"]);
    expect(labels("billing")).toEqual(["Dashboard", "Invoices"]);
  });

  it("replaces the template by a custom list, dropping unknown names", async () => {
    const { effectivePermissions } = await load();
    expect(effectivePermissions({ role: "employee", roleTemplate: "full_admin", permissions: ["view_reports", "root", "manage_customers"] }))
      .toEqual(["manage_customers", "view_reports"]);
    expect(effectivePermissions({ role: "employee", roleTemplate: "manager", permissions: [] })).toEqual([]);
  });
});

/** Spec §6: the sections of the admin and the permissions that open each (any one suffices). */
const SECTION_PERMISSIONS: Record<string, string[]> = {
  customers: ["manage_customers"],
  employees: ["manage_employees"],
  services: ["manage_services"],
  schedule: ["manage_schedule", "view_jobs"],
  invoices: ["manage_invoices", "view_billing"],
  quotes: ["manage_quotes"],
  contracts: ["manage_quotes"],
  messaging: ["view_messages"],
  settings: ["manage_settings"],
  reports: ["view_reports"],
};

describe("route permission map (spec §6, any one suffices)", () => {
  it("requires exactly the spec's permissions per section", async () => {
    const { ROUTE_PERMISSIONS, NAV_PERMISSIONS } = await load();
    const expected = { dashboard: [], ...SECTION_PERMISSIONS };
    expect(ROUTE_PERMISSIONS).toEqual(expected);
    expect(NAV_PERMISSIONS).toEqual(expected);
  });

  it("opens each section to a holder of one listed permission and refuses everyone else", async () => {
    const { canOpenSection, visibleNav } = await load();
    const opens = SECTION_PERMISSIONS;
    for (const [section, allowed] of Object.entries(opens)) {
      for (const p of ALL) {
        expect(canOpenSection([p], section as never), `${section} with ${p}`).toBe(allowed.includes(p));
      }
      expect(canOpenSection([], section as never), `${section} with nothing`).toBe(false);
    }
    expect(canOpenSection([], "dashboard")).toBe(true);
    // Each single permission shows the dashboard plus exactly the items it opens.
    expect(visibleNav([]).map((i) => i.label)).toEqual(["Dashboard"]);
    expect(visibleNav(["manage_customers"]).map((i) => i.label)).toEqual(["Dashboard", "Customers"]);
    expect(visibleNav(["manage_employees"]).map((i) => i.label)).toEqual(["Dashboard", "Employees"]);
    expect(visibleNav(["manage_services"]).map((i) => i.label)).toEqual(["Dashboard", "Services"]);
    expect(visibleNav(["manage_schedule"]).map((i) => i.label)).toEqual(["Dashboard", "Schedule"]);
    expect(visibleNav(["view_billing"]).map((i) => i.label)).toEqual(["Dashboard", "Invoices"]);
    expect(visibleNav(["manage_invoices"]).map((i) => i.label)).toEqual(["Dashboard", "Invoices"]);
    expect(visibleNav(["view_messages"]).map((i) => i.label)).toEqual(["Dashboard", "Messages"]);
    expect(visibleNav(["manage_settings"]).map((i) => i.label)).toEqual(["Dashboard", "Settings"]);
    // Reports is a route, not a navigation item; sending messages alone opens nothing.
    expect(visibleNav(["view_reports", "send_messages", "manage_jobs", "manage_billing"]).map((i) => i.label)).toEqual(["Dashboard"]);
  });
});

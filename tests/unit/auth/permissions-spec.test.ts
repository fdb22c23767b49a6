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

  it("shows the owner the spec's ten navigation items plus Service requests, Notifications and Reports, in order", async () => {
    const { ADMIN_NAV, OWNER_SHELL_PERMISSIONS, visibleNav } = await load();
    const nav = [
      { section: "dashboard", label: "Dashboard", href: "/admin/dashboard" },
      { section: "customers", label: "Customers", href: "/admin/customers" },
      { section: "employees", label: "Employees", href: "/admin/employees" },
      { section: "schedule", label: "Schedule", href: "/admin/schedule" },
      { section: "service_requests", label: "Service requests", href: "/admin/service-requests" },
      { section: "services", label: "Services", href: "/admin/services" },
      { section: "quotes", label: "Quotes", href: "/admin/quotes" },
      { section: "contracts", label: "Contracts", href: "/admin/contracts" },
      { section: "invoices", label: "Invoices", href: "/admin/invoices" },
      { section: "messaging", label: "Messages", href: "/admin/messaging" },
      { section: "notifications", label: "Notifications", href: "/admin/notifications" },
      { section: "reports", label: "Reports", href: "/admin/reports" },
      { section: "settings", label: "Settings", href: "/admin/settings" },
    ];
    expect(ADMIN_NAV).toEqual(nav);
    // The owner holds every permission, so every item shows.
    expect(visibleNav(ALL)).toEqual(nav);
    // The spec's shell list of ten holds no view_reports: everything but Reports.
    expect(visibleNav(OWNER_SHELL_PERMISSIONS)).toEqual(nav.filter((item) => item.section !== "reports"));
  });
});

describe("employee without a template (spec §6)", () => {
  it("holds the five default permissions and sees neither Employees, Invoices, Quotes, Contracts nor Settings", async () => {
    const { DEFAULT_EMPLOYEE_PERMISSIONS, effectivePermissions, visibleNav, canOpenSection } = await load();
    const held = effectivePermissions({ role: "employee", roleTemplate: null, permissions: null });
    expect(held).toEqual(["manage_customers", "manage_services", "manage_schedule", "view_messages", "view_jobs"]);
    expect([...DEFAULT_EMPLOYEE_PERMISSIONS]).toEqual(held);
    expect(visibleNav(held).map((i) => i.href)).toEqual([
      "/admin/dashboard", "/admin/customers", "/admin/schedule", "/admin/service-requests", "/admin/services", "/admin/messaging",
      "/admin/notifications",
    ]);
    for (const section of ["employees", "invoices", "quotes", "contracts", "settings", "reports"] as const) {
      expect(canOpenSection(held, section), section).toBe(false);
    }
    for (const section of ["dashboard", "customers", "schedule", "services", "messaging", "service_requests", "notifications"] as const) {
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
      "Dashboard", "Customers", "Employees", "Schedule", "Service requests", "Services", "Quotes", "Contracts", "Invoices", "Messages",
      "Notifications", "Reports", "Settings",
    ]);
    expect(labels("manager")).toEqual([
      "Dashboard", "Customers", "Schedule", "Service requests", "Services", "Quotes", "Contracts", "Messages", "Notifications", "Reports",
    ]);
    expect(labels("customer_service")).toEqual(["Dashboard", "Schedule", "Messages", "Notifications"]);
    expect(labels("field_employee")).toEqual(["Dashboard", "Schedule", "Notifications"]);
    expect(labels("billing")).toEqual(["Dashboard", "Invoices", "Notifications", "Reports"]);
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
  service_requests: ["manage_schedule"],
};

describe("route permission map (spec §6, any one suffices)", () => {
  it("requires exactly the spec's permissions per section", async () => {
    const { ROUTE_PERMISSIONS, NAV_PERMISSIONS } = await load();
    const expected = { dashboard: [], ...SECTION_PERMISSIONS, notifications: [] };
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
    expect(canOpenSection([], "notifications")).toBe(true);
    // Each single permission shows Dashboard and Notifications (every member's own) plus exactly the items it opens.
    const shown = (held: string[]) => visibleNav(held).map((i) => i.label).filter((l) => l !== "Dashboard" && l !== "Notifications");
    expect(visibleNav([]).map((i) => i.label)).toEqual(["Dashboard", "Notifications"]);
    expect(shown(["manage_customers"])).toEqual(["Customers"]);
    expect(shown(["manage_employees"])).toEqual(["Employees"]);
    expect(shown(["manage_services"])).toEqual(["Services"]);
    expect(shown(["manage_schedule"])).toEqual(["Schedule", "Service requests"]);
    expect(shown(["view_jobs"])).toEqual(["Schedule"]);
    expect(shown(["view_billing"])).toEqual(["Invoices"]);
    expect(shown(["manage_invoices"])).toEqual(["Invoices"]);
    expect(shown(["view_messages"])).toEqual(["Messages"]);
    expect(shown(["manage_settings"])).toEqual(["Settings"]);
    expect(shown(["view_reports"])).toEqual(["Reports"]);
    // Sending messages, working jobs or managing billing alone opens no page of its own.
    expect(shown(["send_messages", "manage_jobs", "manage_billing"])).toEqual([]);
  });
});

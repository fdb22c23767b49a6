import { describe, expect, it } from "vitest";
import {
  ADMIN_NAV,
  DEFAULT_EMPLOYEE_PERMISSIONS,
  OWNER_SHELL_PERMISSIONS,
  PERMISSIONS,
  ROLE_TEMPLATE_PERMISSIONS,
  ROUTE_PERMISSIONS,
  canOpenSection,
  effectivePermissions,
  hasAnyPermission,
  visibleNav,
} from "@/lib/identity/permissions";

const labels = (held: readonly string[]) => visibleNav(held).map((item) => item.label);

describe("permission lists (spec §6)", () => {
  it("gives the owner every permission and shows the spec's ten-item list in the shell", () => {
    expect(effectivePermissions({ role: "owner", roleTemplate: null, permissions: null })).toEqual([...PERMISSIONS]);
    expect(OWNER_SHELL_PERMISSIONS).toEqual([
      "manage_customers", "manage_employees", "manage_services", "manage_schedule", "manage_invoices",
      "manage_quotes", "view_messages", "manage_settings", "view_jobs", "view_billing",
    ]);
    // An owner keeps everything even with a stray template or list on their row.
    expect(effectivePermissions({ role: "owner", roleTemplate: "field_employee", permissions: ["view_jobs"] })).toHaveLength(14);
  });

  it("gives an employee the default list unless a template or custom list is assigned", () => {
    expect(effectivePermissions({ role: "employee", roleTemplate: null, permissions: null })).toEqual([
      "manage_customers", "manage_services", "manage_schedule", "view_messages", "view_jobs",
    ]);
    expect(effectivePermissions({ role: "employee", roleTemplate: "billing", permissions: null })).toEqual([
      "manage_invoices", "view_billing", "manage_billing", "view_reports",
    ]);
    expect(effectivePermissions({ role: "employee", roleTemplate: "manager", permissions: ["view_jobs", "bogus", "manage_settings"] }))
      .toEqual(["view_jobs", "manage_settings"]);
    expect(effectivePermissions({ role: "employee", roleTemplate: null, permissions: [] })).toEqual([]);
  });

  it("defines the five role templates exactly", () => {
    expect(Object.keys(ROLE_TEMPLATE_PERMISSIONS)).toEqual(["full_admin", "manager", "customer_service", "field_employee", "billing"]);
    expect(ROLE_TEMPLATE_PERMISSIONS.full_admin).toHaveLength(14);
    expect(ROLE_TEMPLATE_PERMISSIONS.manager).toEqual([
      "manage_customers", "manage_services", "manage_schedule", "manage_quotes", "view_messages",
      "send_messages", "view_jobs", "manage_jobs", "view_reports",
    ]);
    expect(ROLE_TEMPLATE_PERMISSIONS.customer_service).toEqual(["view_messages", "send_messages", "view_jobs"]);
    expect(ROLE_TEMPLATE_PERMISSIONS.field_employee).toEqual(["view_jobs"]);
  });
});

describe("route map and navigation", () => {
  it("maps routes as the spec does, any one permission sufficing", () => {
    expect(ROUTE_PERMISSIONS.invoices).toEqual(["manage_invoices", "view_billing"]);
    expect(canOpenSection(["view_billing"], "invoices")).toBe(true);
    expect(canOpenSection(["manage_invoices"], "invoices")).toBe(true);
    expect(canOpenSection(["view_jobs"], "invoices")).toBe(false);
    expect(canOpenSection([], "dashboard")).toBe(true);
    expect(canOpenSection(["manage_customers"], "settings")).toBe(false);
    expect(canOpenSection(["manage_settings"], "settings")).toBe(true);
    expect(canOpenSection(["view_reports"], "reports")).toBe(true);
    expect(hasAnyPermission(["view_jobs"], [])).toBe(true);
  });

  it("shows the owner the thirteen items in order, Reports, Service requests and Notifications included (issue 37)", () => {
    expect(labels(PERMISSIONS)).toEqual([
      "Dashboard", "Customers", "Employees", "Schedule", "Service requests", "Services", "Quotes", "Contracts", "Invoices", "Messages",
      "Notifications", "Reports", "Settings",
    ]);
    expect(ADMIN_NAV.find((item) => item.label === "Messages")?.href).toBe("/admin/messaging");
    expect(ADMIN_NAV.find((item) => item.label === "Reports")?.href).toBe("/admin/reports");
    expect(ADMIN_NAV.find((item) => item.label === "Service requests")?.href).toBe("/admin/service-requests");
    expect(ADMIN_NAV.find((item) => item.label === "Notifications")?.href).toBe("/admin/notifications");
  });

  it("shows a default employee Dashboard, Customers, Schedule, Service requests, Services, Messages, Notifications", () => {
    expect(labels(DEFAULT_EMPLOYEE_PERMISSIONS)).toEqual(["Dashboard", "Customers", "Schedule", "Service requests", "Services", "Messages", "Notifications"]);
  });

  it("shows Schedule for view_jobs alone, Contracts for manage_quotes, Reports for view_reports", () => {
    expect(labels(ROLE_TEMPLATE_PERMISSIONS.field_employee)).toEqual(["Dashboard", "Schedule", "Notifications"]);
    expect(canOpenSection(["view_jobs"], "schedule")).toBe(true);
    expect(canOpenSection(["view_jobs"], "service_requests")).toBe(false);
    expect(labels(["manage_quotes"])).toEqual(["Dashboard", "Quotes", "Contracts", "Notifications"]);
    expect(labels(ROLE_TEMPLATE_PERMISSIONS.billing)).toEqual(["Dashboard", "Invoices", "Notifications", "Reports"]);
    expect(labels(ROLE_TEMPLATE_PERMISSIONS.customer_service)).toEqual(["Dashboard", "Schedule", "Messages", "Notifications"]);
  });
});

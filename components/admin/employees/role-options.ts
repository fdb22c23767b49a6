import { ROLE_TEMPLATE_LABELS, ROLE_TEMPLATE_PERMISSIONS, DEFAULT_EMPLOYEE_PERMISSIONS } from "@/lib/identity/permissions";
import type { EmployeeRole } from "@/lib/employees/schemas";

export const ROLE_OPTIONS: { value: EmployeeRole; label: string; permissions: readonly string[] }[] = [
  { value: "default", label: "Employee (default)", permissions: DEFAULT_EMPLOYEE_PERMISSIONS },
  ...(Object.keys(ROLE_TEMPLATE_LABELS) as Exclude<EmployeeRole, "default">[]).map((template) => ({
    value: template,
    label: ROLE_TEMPLATE_LABELS[template],
    permissions: ROLE_TEMPLATE_PERMISSIONS[template],
  })),
];

export function permissionLabel(permission: string): string {
  return permission.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

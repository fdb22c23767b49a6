import {
  BarChart3, Bell, Calendar, FileSignature, FileText, Inbox, LayoutDashboard, MessageSquare, Receipt, Settings, UserCog, Users, Wrench,
  type IconComponent,
} from "@/components/icons";
import type { AdminSection } from "@/lib/identity/permissions";

export const SECTION_ICONS: Record<AdminSection, IconComponent> = {
  dashboard: LayoutDashboard,
  customers: Users,
  employees: UserCog,
  schedule: Calendar,
  services: Wrench,
  quotes: FileText,
  contracts: FileSignature,
  invoices: Receipt,
  messaging: MessageSquare,
  settings: Settings,
  reports: BarChart3,
  service_requests: Inbox,
  notifications: Bell,
};

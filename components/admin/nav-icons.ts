import {
  BarChart3, Calendar, FileSignature, FileText, LayoutDashboard, MessageSquare, Receipt, Settings, UserCog, Users, Wrench,
  type LucideIcon,
} from "lucide-react";
import type { AdminSection } from "@/lib/identity/permissions";

export const SECTION_ICONS: Record<AdminSection, LucideIcon> = {
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
};

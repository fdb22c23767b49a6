import {
  CalendarPlus, FileSignature, FileText, LayoutDashboard, MessageSquare, Receipt, UserRound, Wrench, type IconComponent,
} from "@/components/icons";

/** Spec §2 "Customer shell navigation": the eight portal destinations, in order. */
export const PORTAL_NAV: ReadonlyArray<{ path: string; label: string; icon: IconComponent }> = [
  { path: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { path: "/services", label: "Services", icon: Wrench },
  { path: "/request-service", label: "Request Service", icon: CalendarPlus },
  { path: "/quotes", label: "Quotes", icon: FileText },
  { path: "/contracts", label: "Contracts", icon: FileSignature },
  { path: "/invoices", label: "Invoices", icon: Receipt },
  { path: "/messages", label: "Messages", icon: MessageSquare },
  { path: "/account", label: "Account", icon: UserRound },
];

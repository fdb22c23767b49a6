import "server-only";
import { services } from "@/db/schema";
import type { AdminServiceView } from "./admin-service-views";
import { serviceColumns } from "./service-columns";

export const adminServiceColumns = {
  ...serviceColumns,
  tags: services.tags,
  active: services.active,
  sortOrder: services.sortOrder,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
} satisfies Record<keyof AdminServiceView, unknown>;

import type { ServiceView } from "./catalog-views";

/** A service as the admin list and the REST API see it (client-safe). */
export type AdminServiceView = ServiceView & {
  tags: string[];
  active: boolean;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
};

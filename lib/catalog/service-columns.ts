import "server-only";
import { services } from "@/db/schema";
import type { ServiceView } from "./catalog-views";

export const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  priceCents: services.priceCents,
  billingMethod: services.billingMethod,
  isRecurring: services.isRecurring,
  recurringInterval: services.recurringInterval,
  durationMinutes: services.durationMinutes,
} satisfies Record<keyof ServiceView, unknown>;

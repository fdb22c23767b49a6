import "server-only";
import { db } from "@/db/client";
import { readCustomDomain } from "@/lib/businesses/settings/domain/custom-domain-row";
import type { BusinessScope } from "@/lib/foundation/scope";

/** Settings → Domain: the business's own domain and where its proof stands. */
export const loadDomainSettingsPage = (scope: BusinessScope) => readCustomDomain(db, scope.businessId);

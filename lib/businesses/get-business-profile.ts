import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { businessSetupColumns } from "./business-columns";

/** The business profile of spec §3 as the workspace and the API read it (no secrets). */
export type BusinessProfile = {
  id: string;
  companyName: string;
  companyLogo: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  businessAddress: string | null;
  timezone: string;
  taxRate: number;
  themePrimaryColor: string;
  themeSecondaryColor: string;
  portalSubdomain: string;
  customDomain: string | null;
  customDomainVerified: boolean;
  portalEnabled: boolean;
  allowCancellation: boolean;
  allowRescheduling: boolean;
  autoReminders: boolean;
  reminderHours: number;
  createdAt: Date;
};

export async function getBusinessProfile(scope: BusinessScope): Promise<BusinessProfile> {
  const [row] = await db
    .select({
      id: businesses.id,
      ...businessSetupColumns,
      customDomain: businesses.customDomain,
      customDomainVerifiedAt: businesses.customDomainVerifiedAt,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Business not found");
  const { customDomainVerifiedAt, ...profile } = row;
  return { ...profile, customDomainVerified: customDomainVerifiedAt !== null };
}

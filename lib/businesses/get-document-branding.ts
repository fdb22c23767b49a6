import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { brandingColumns } from "./business-columns";
import type { PortalBranding } from "./branding-views";

/**
 * What a business's documents print around their figures, for the staff preview and PDFs: the
 * same branding the portal uses, and the payment instructions an invoice without its own falls
 * back to (as the portal's do).
 */
export async function getDocumentBranding(scope: BusinessScope): Promise<{ branding: PortalBranding; paymentInstructions: string | null }> {
  const [row] = await db
    .select({ ...brandingColumns, paymentInstructions: businesses.paymentInstructions })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const { paymentInstructions, ...branding } = row;
  return { branding, paymentInstructions };
}

import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/** The business's IANA time zone: every schedule screen and API answer is in it. */
export async function businessTimeZone(scope: BusinessScope): Promise<string> {
  const [row] = await db.select({ timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, scope.businessId));
  return row?.timezone ?? "America/New_York";
}

import "server-only";
import { sql } from "drizzle-orm";
import { businesses, quotes } from "@/db/schema";

/** A sent quote whose valid-until day has passed in the business's time zone. */
export const quoteIsExpired = sql`(${quotes.status} = 'sent' and ${quotes.validUntil} < (now() at time zone (select ${businesses.timezone} from ${businesses} where ${businesses.id} = ${quotes.businessId}))::date)`;

/** The status as staff see it (admin-quote-views.ts): "expired" derived, never stored. */
export const quoteState = sql<string>`case when ${quoteIsExpired} then 'expired' else ${quotes.status} end`;

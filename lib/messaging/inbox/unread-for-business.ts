import { sql } from "drizzle-orm";

/**
 * A customer message is unread for the business while no staff member has read it: its
 * read_by holds at most the customer's own id (the sender is always in it). The inbox is
 * shared, so one member reading it reads it for the business.
 */
export const unreadByBusiness = (message: string, conversation: string) =>
  sql.raw(`${message}.sender_type = 'customer' and ${message}.read_by <@ array[${conversation}.customer_id::text]`);

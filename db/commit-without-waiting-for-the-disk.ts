import { sql } from "drizzle-orm";

/**
 * A one-row FROM item that turns off `synchronous_commit` for the transaction of the statement
 * that includes it, and only that transaction (set_config's third argument): the statement's
 * commit returns without waiting for the WAL flush, and the pooled connection is durable again
 * for whatever runs on it next.
 *
 * For writes that are made on nearly every request and whose loss in a crash costs nothing
 * worth a disk flush each — the API's rate count, a portal session's last activity. A crash can
 * lose the last fraction of a second of them. Never for anything that moves money or access.
 */
export const commitWithoutWaitingForTheDisk = sql`(select set_config('synchronous_commit', 'off', true)) as commit_without_waiting_for_the_disk`;

import type { DbOrTx } from "@/db/client";
import { notifications } from "@/db/schema/messaging";
import type { CustomerScope } from "@/lib/foundation/scope";

export const CUSTOMER_NOTIFICATION_KINDS = ["quote", "invoice", "contract", "message", "job_status"] as const;
export type CustomerNotificationKind = (typeof CUSTOMER_NOTIFICATION_KINDS)[number];

export type CustomerNotice = {
  kind: CustomerNotificationKind;
  title: string;
  body?: string | null;
  /** A portal path, e.g. "/quotes/{id}"; never an absolute URL. */
  link?: string | null;
};

/**
 * Puts a notification in a customer's portal bell: a new quote, invoice or contract, a
 * message from the business, a job status change. The admin side calls this when it does
 * those things. Not `server-only` and takes its `db` so scripts and tests (another process)
 * can call it too.
 */
export async function notifyCustomer(scope: CustomerScope, notice: CustomerNotice, database?: DbOrTx): Promise<void> {
  const db = database ?? (await import("@/db/client")).db;
  const link = notice.link && notice.link.startsWith("/") && !notice.link.startsWith("//") ? notice.link : null;
  await db.insert(notifications).values({
    businessId: scope.businessId,
    recipientType: "customer",
    customerId: scope.customerId,
    kind: notice.kind,
    title: notice.title.slice(0, 200),
    body: notice.body ? notice.body.slice(0, 1000) : null,
    link,
  });
}

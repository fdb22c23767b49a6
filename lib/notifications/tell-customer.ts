import { and, eq } from "drizzle-orm";
import { db as appDb, type DbOrTx } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import NotificationEmail from "@/emails/notification";
import { sendEmail } from "@/lib/email/send-email";
import type { CustomerScope } from "@/lib/foundation/scope";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { notifyCustomer, type CustomerNotificationKind } from "./notify-customer";

export type CustomerNotice = {
  kind: Extract<CustomerNotificationKind, "quote" | "invoice" | "contract" | "job_status">;
  title: string;
  body: string;
  /** The portal path the notice points at, e.g. "/quotes/{id}". */
  portalPath: string;
  linkLabel: string;
  /** Rows the email prints under its text (a document's totals block), already written out. */
  amounts?: Array<{ label: string; value: string; strong?: boolean }> | null;
};

/**
 * The customer hears of something twice: a bell notification in the portal and an email in the
 * business's colours with a link to the portal page. Called inside the writing transaction
 * (inWriteTransaction: the email row commits with the write and leaves after the commit) or
 * after it; a failed email is logged by sendEmail (outbox) and never undoes the write. Not
 * server-only: the worker runs it with its own connection (overdue reminders).
 */
export async function tellCustomer(scope: CustomerScope, notice: CustomerNotice, db: DbOrTx = appDb): Promise<void> {
  await notifyCustomer(scope, { kind: notice.kind, title: notice.title, body: notice.body, link: notice.portalPath }, db);
  const [row] = await db
    .select({
      email: customers.email,
      companyName: businesses.companyName,
      subdomain: businesses.portalSubdomain,
      primaryColor: businesses.themePrimaryColor,
    })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.id, scope.customerId), eq(customers.businessId, scope.businessId)));
  if (!row?.email) return;
  const result = await sendEmail({
    to: row.email,
    subject: notice.title,
    template: "notification",
    businessId: scope.businessId,
    react: NotificationEmail({
      title: notice.title,
      body: notice.body,
      link: { url: portalUrl(row.subdomain, notice.portalPath), label: notice.linkLabel },
      amounts: notice.amounts ?? null,
      brand: { name: row.companyName, primaryColor: row.primaryColor },
    }),
  });
  if (!result.ok) console.error("customer notice email failed", result.error);
}

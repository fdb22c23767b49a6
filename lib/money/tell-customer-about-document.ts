import { and, eq } from "drizzle-orm";
import { db as appDb, type DbOrTx } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import NotificationEmail from "@/emails/notification";
import { sendEmail } from "@/lib/email/send-email";
import type { CustomerScope } from "@/lib/foundation/scope";
import { notifyCustomer, type CustomerNotificationKind } from "@/lib/notifications/notify-customer";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { formatCents } from "@/lib/format/money";
import { totalsRows, type DocumentFigures } from "./document-figures";

export type DocumentNotice = {
  kind: Extract<CustomerNotificationKind, "quote" | "invoice" | "contract" | "job_status">;
  title: string;
  body: string;
  /** The portal path of the document, e.g. "/quotes/{id}". */
  portalPath: string;
  linkLabel: string;
  /** The document's figures: the email prints their totals block, the same rows as the portal and the PDF. */
  figures?: DocumentFigures | null;
};

/**
 * A sent quote, invoice or contract reaches the customer twice: a bell notification in the
 * portal and an email in the business's colours with a link to the portal page. Called inside
 * the sending transaction (inWriteTransaction: the email row commits with the send and leaves
 * after the commit) or after it; a failed email is logged by sendEmail (outbox) and never
 * undoes the send. Not server-only: the worker runs it with its own connection (overdue
 * reminders).
 */
export async function tellCustomerAboutDocument(scope: CustomerScope, notice: DocumentNotice, db: DbOrTx = appDb): Promise<void> {
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
      amounts: notice.figures ? totalsRows(notice.figures).map((r) => ({ label: r.label, value: formatCents(r.amountCents), strong: r.strong })) : null,
      brand: { name: row.companyName, primaryColor: row.primaryColor },
    }),
  });
  if (!result.ok) console.error("document email failed", result.error);
}

import type { Metadata } from "next";
import { OutboxTable } from "@/components/email/outbox-table";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { listOutboxEmails } from "@/lib/email/list-outbox-emails";

export const metadata: Metadata = { title: "Email outbox" };

/** DESIGN.md "email": without RESEND_API_KEY mail is only logged, and readable here. */
export default async function SuperadminOutboxPage() {
  await requireSuperadmin();
  const emails = await listOutboxEmails({ limit: 200 });
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Email outbox</h1>
        <p className="text-sm text-muted-foreground">The 200 most recent emails, newest first.</p>
      </div>
      <div className="overflow-x-auto rounded-xl border bg-white">
        <OutboxTable emails={emails} />
      </div>
    </div>
  );
}

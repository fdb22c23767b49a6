import "server-only";
import { db as appDb, type DbOrTx } from "@/db/client";
import { waitlistEntries } from "@/db/schema";
import { sendEmail } from "@/lib/email/send-email";
import WaitlistConfirmationEmail, { waitlistConfirmationSubject } from "@/emails/waitlist-confirmation";
import type { WaitlistInput } from "./waitlist-schema";

export type JoinWaitlistResult = { status: "joined"; id: string } | { status: "already-joined" };

/**
 * Adds a sign-up to the waitlist and sends the confirmation email. The unique index on
 * lower(email) decides duplicates inside the database, so two simultaneous submissions of
 * the same address still leave exactly one row; a duplicate gets no second email.
 */
export async function joinWaitlist(input: WaitlistInput, deps: { db?: DbOrTx } = {}): Promise<JoinWaitlistResult> {
  const db = deps.db ?? appDb;
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      name: input.name,
      email: input.email,
      businessName: input.businessName,
      industry: input.industry,
      customerCount: input.customerCount,
    })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  if (!row) return { status: "already-joined" };

  // A failed email is logged by sendEmail and must not undo the sign-up.
  await sendEmail(
    {
      to: input.email,
      subject: waitlistConfirmationSubject(),
      template: "waitlist-confirmation",
      react: WaitlistConfirmationEmail({ name: input.name }),
    },
    { db },
  );
  return { status: "joined", id: row.id };
}

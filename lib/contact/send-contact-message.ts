import "server-only";
import { db as appDb, type DbOrTx } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { sendEmail } from "@/lib/email/send-email";
import { platformContactEmail } from "@/lib/email/templates";
import ContactNotificationEmail, { contactNotificationSubject } from "@/emails/contact-notification";
import { contactTopicLabel, type ContactInput } from "./contact-schema";

/**
 * Stores a contact-form message and tells the platform operator by email. The stored row is
 * the record; a failed email is logged by sendEmail and does not lose the message. Replies go
 * straight to the sender (reply-to).
 */
export async function sendContactMessage(input: ContactInput, deps: { db?: DbOrTx } = {}): Promise<{ id: string }> {
  const db = deps.db ?? appDb;
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, company: input.company, topic: input.topic, message: input.message })
    .returning({ id: contactMessages.id });

  const topic = contactTopicLabel(input.topic);
  await sendEmail(
    {
      to: platformContactEmail(),
      subject: contactNotificationSubject({ name: input.name, topic: topic.toLowerCase() }),
      template: "contact-notification",
      react: ContactNotificationEmail({
        name: input.name,
        email: input.email,
        company: input.company,
        topic,
        message: input.message,
      }),
      replyTo: input.email,
    },
    { db },
  );
  return { id: row.id };
}

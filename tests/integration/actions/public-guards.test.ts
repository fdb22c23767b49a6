import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { contactMessages, waitlistEntries } from "@/db/schema";
import { CONTACT_TOPICS } from "@/lib/contact/contact-schema";
import { PUBLIC_FORM_LIMIT, PUBLIC_FORM_LIMIT_MESSAGE } from "@/lib/security/public-form-guard";
import { sendContactMessageAction } from "@/lib/public/actions/send-contact-message";
import { joinWaitlistAction } from "@/lib/public/actions/join-waitlist";
import { asAnonymous, fromAddress } from "../../support/fake-request";

/**
 * publicAction's guards through the real exports: a filled honeypot is answered like a
 * success and stores nothing; an address over the hourly cap gets 429 and stores nothing.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const freshAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Hana Public",
  email,
  company: "",
  topic: CONTACT_TOPICS[0].value,
  message: "Hello there, this is a question.",
  ...extra,
});
const contactRows = (email: string) => db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("publicAction guards", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    asAnonymous();
    fromAddress(freshAddress());
    const email = `bot-${randomInt(1e9)}@example.test`;
    expect(await sendContactMessageAction(contact(email, { website: "http://spam.example" }))).toEqual({ ok: true, data: { status: "sent" } });
    expect(await contactRows(email)).toHaveLength(0);
    // A blank honeypot is a person.
    expect(await sendContactMessageAction(contact(email, { website: "  " }))).toEqual({ ok: true, data: { status: "sent" } });
    expect(await contactRows(email)).toHaveLength(1);

    const waitlistEmail = `bot-${randomInt(1e9)}@example.test`;
    await expect(joinWaitlistAction({ name: "Bo Bot", email: waitlistEmail, businessName: "Bots Inc", industry: "other", customerCount: "1-25", website: "x" })).rejects.toMatchObject({ digest: expect.stringContaining("/waitlist-confirmation") });
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, waitlistEmail))).toHaveLength(0);
  });

  it("caps submissions per address and hour, counting only accepted ones", async () => {
    asAnonymous();
    fromAddress(freshAddress());
    const email = `cap-${randomInt(1e9)}@example.test`;
    // Refused input does not count toward the cap.
    expect(await sendContactMessageAction(contact(email, { message: "short" }))).toMatchObject({ ok: false, status: 400 });
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) expect(await sendContactMessageAction(contact(email))).toMatchObject({ ok: true });
    expect(await sendContactMessageAction(contact(email))).toEqual({ ok: false, status: 429, code: "throttled", message: PUBLIC_FORM_LIMIT_MESSAGE });
    expect(await contactRows(email)).toHaveLength(PUBLIC_FORM_LIMIT);
    // Another address is not affected.
    fromAddress(freshAddress());
    expect(await sendContactMessageAction(contact(email))).toMatchObject({ ok: true });
  });
});

import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { authAttempts, contactMessages, emailOutbox, waitlistEntries } from "@/db/schema";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import {
  isOverPublicFormLimit,
  PUBLIC_FORM_LIMIT,
  recordPublicFormSubmission,
} from "@/lib/security/public-form-guard";
import { joinWaitlist } from "@/lib/waitlist/join-waitlist";
import { waitlistSchema } from "@/lib/waitlist/waitlist-schema";

const unique = () => randomUUID().slice(0, 8);

const entriesFor = (email: string) =>
  db.select().from(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = lower(${email})`);
const outboxFor = (to: string, template: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));

describe("joinWaitlist", () => {
  it("stores one entry and sends the confirmation email", async () => {
    const email = `wl-${unique()}@example.com`;
    const input = waitlistSchema.parse({
      name: "Rosa Díaz",
      email,
      businessName: "Rosa's Cleaning Co",
      industry: "home-cleaning",
      customerCount: "26-100",
    });
    const result = await joinWaitlist(input);
    expect(result.status).toBe("joined");

    const rows = await entriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Rosa Díaz",
      email,
      businessName: "Rosa's Cleaning Co",
      industry: "home-cleaning",
      customerCount: "26-100",
    });
    const mails = await outboxFor(email, "waitlist-confirmation");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You're on the ServiceLoop waitlist");
    expect(mails[0].text).toContain("Rosa Díaz");
  });

  it("answers a duplicate email (any case) without a second row or a second email", async () => {
    const email = `dup-${unique()}@example.com`;
    const base = { name: "Sam Lee", businessName: "Lee Lawns", industry: "lawn-care", customerCount: "1-25" } as const;
    expect((await joinWaitlist(waitlistSchema.parse({ ...base, email }))).status).toBe("joined");
    const again = await joinWaitlist(waitlistSchema.parse({ ...base, email: email.toUpperCase() }));
    expect(again.status).toBe("already-joined");
    expect(await entriesFor(email)).toHaveLength(1);
    expect(await outboxFor(email, "waitlist-confirmation")).toHaveLength(1);
  });

  it("keeps one row when the same address is submitted concurrently", async () => {
    const email = `race-${unique()}@example.com`;
    const input = waitlistSchema.parse({ name: "Ann Fox", email, businessName: "Fox Pets", industry: "pet-care", customerCount: "1-25" });
    const results = await Promise.all([joinWaitlist(input), joinWaitlist(input), joinWaitlist(input)]);
    expect(results.filter((r) => r.status === "joined")).toHaveLength(1);
    expect(await entriesFor(email)).toHaveLength(1);
  });
});

describe("waitlistSchema", () => {
  it("carries the spec's email messages", () => {
    const base = { name: "A B", businessName: "X", industry: "other", customerCount: "500+" };
    const bad = waitlistSchema.safeParse({ ...base, email: "not-an-email" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("Please enter a valid email address");
    const empty = waitlistSchema.safeParse({ ...base, email: "" });
    expect(empty.error?.issues[0].message).toBe("Email is required");
    const long = waitlistSchema.safeParse({ ...base, email: `${"a".repeat(250)}@x.io` });
    expect(long.error?.issues[0].message).toBe("Email address is too long");
    const industry = waitlistSchema.safeParse({ ...base, email: "a@b.co", industry: "plumbing" });
    expect(industry.error?.issues[0].message).toBe("This field is required");
  });
});

describe("sendContactMessage", () => {
  it("stores the message and emails the platform operator with the sender as reply-to", async () => {
    const email = `contact-${unique()}@example.com`;
    const { id } = await sendContactMessage({
      name: "Dana Scully",
      email,
      company: "Scully Cleaning",
      topic: "demo",
      message: "Could we see the portal with <b>our</b> services?",
    });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Dana Scully", email, company: "Scully Cleaning", topic: "demo" });
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "contact-notification"), sql`${emailOutbox.text} like ${`%${email}%`}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe("hello@serviceloop.test");
    expect(mails[0].subject).toBe("New schedule a demo message from Dana Scully");
    // The sender's text is escaped, never markup.
    expect(mails[0].html).not.toContain("<b>our</b>");
  });
});

describe("public form limit", () => {
  it("caps submissions per IP and scope within the window", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${unique()}`;
    expect(await isOverPublicFormLimit({ scope: "waitlist", ip })).toBe(false);
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) await recordPublicFormSubmission({ scope: "waitlist", ip });
    expect(await isOverPublicFormLimit({ scope: "waitlist", ip })).toBe(true);
    // Other scopes and other addresses are unaffected; old attempts fall out of the window.
    expect(await isOverPublicFormLimit({ scope: "contact", ip })).toBe(false);
    expect(await isOverPublicFormLimit({ scope: "waitlist", ip: `${ip}-other` })).toBe(false);
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await isOverPublicFormLimit({ scope: "waitlist", ip, now: later })).toBe(false);
    const rows = await db.select().from(authAttempts).where(eq(authAttempts.ip, ip));
    expect(rows).toHaveLength(PUBLIC_FORM_LIMIT);
  });
});

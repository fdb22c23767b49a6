import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import NotificationEmail from "@/emails/notification";
import { recordEmail } from "@/lib/email/send-email";
import { sendQueuedEmails, STRANDED_AFTER_SECONDS } from "@/lib/email/send-queued-emails";

/**
 * Issue 44 item 2: an email recorded with a write whose process died before sending it stays
 * "queued"; the worker's sweep sends it once, later. The provider is a local stand-in for
 * Resend's HTTP API, reached through the real SDK.
 */
let server: Server;
let resend: { apiKey: string; baseUrl: string };
const received: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const to = String((JSON.parse(raw || "{}") as { to?: unknown }).to);
      received.push(to);
      res.setHeader("content-type", "application/json");
      if (to.includes("refused")) {
        res.statusCode = 422;
        res.end(JSON.stringify({ name: "validation_error", message: "The to address is not allowed" }));
      } else res.end(JSON.stringify({ id: `re_${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  resend = { apiKey: "re_fake_key", baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
const timesSentTo = (to: string) => received.filter((address) => address === to).length;
const rowOf = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

/** A write's transaction records the email and commits; its process dies before the send (deliver is never called). */
async function strandedEmail(to: string, ageSeconds: number): Promise<string> {
  const recorded = await db.transaction((tx) =>
    recordEmail(
      { to, subject: "Your visit is confirmed", template: "notification", react: createElement(NotificationEmail, { title: "Visit confirmed", body: "See you Tuesday." }) },
      { db: tx, resend },
    ),
  );
  if (!recorded.ok) throw new Error("the email was not recorded");
  await db.execute(sql`UPDATE email_outbox SET created_at = now() - make_interval(secs => ${ageSeconds}) WHERE id = ${recorded.id}`);
  return recorded.id;
}

describe("emails stranded by a process that died after the commit", () => {
  it("are sent by the sweep once they are old enough, once, and a recent one is left to its own process", async () => {
    const [oldTo, recentTo] = [unique("stranded"), unique("recent")];
    const oldId = await strandedEmail(oldTo, STRANDED_AFTER_SECONDS + 60);
    const recentId = await strandedEmail(recentTo, 5);
    expect((await rowOf(oldId)).status).toBe("queued");

    const sweep = await sendQueuedEmails(db, { resend, from: "Test <t@example.test>" });
    expect(sweep.sent).toBeGreaterThanOrEqual(1);
    const sent = await rowOf(oldId);
    expect(sent).toMatchObject({ status: "sent", error: null });
    expect(sent.providerId).toMatch(/^re_\d+$/);
    expect(sent.sentAt).not.toBeNull();
    expect(timesSentTo(oldTo)).toBe(1);
    expect((await rowOf(recentId)).status).toBe("queued");
    expect(timesSentTo(recentTo)).toBe(0);

    await sendQueuedEmails(db, { resend });
    expect(timesSentTo(oldTo)).toBe(1);
  });

  it("sends one email once when two sweeps run at the same moment", async () => {
    const to = unique("raced");
    const id = await strandedEmail(to, STRANDED_AFTER_SECONDS + 30);
    await Promise.all([sendQueuedEmails(db, { resend }), sendQueuedEmails(db, { resend })]);
    expect(timesSentTo(to)).toBe(1);
    expect((await rowOf(id)).status).toBe("sent");
  });

  it("records the provider's refusal as failed, and sends nothing without a provider", async () => {
    const refusedTo = unique("refused");
    const refusedId = await strandedEmail(refusedTo, STRANDED_AFTER_SECONDS + 30);
    await sendQueuedEmails(db, { resend });
    expect(await rowOf(refusedId)).toMatchObject({ status: "failed", error: "The to address is not allowed" });

    const to = unique("no-provider");
    const id = await strandedEmail(to, STRANDED_AFTER_SECONDS + 30);
    expect(await sendQueuedEmails(db, { resend: null })).toEqual({ sent: 0, failed: 0 });
    expect((await rowOf(id)).status).toBe("queued");
    await sendQueuedEmails(db, { resend });
    expect(timesSentTo(to)).toBe(1);
  });
});

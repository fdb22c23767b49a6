import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, inWriteTransaction } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import ContactNotificationEmail from "@/emails/contact-notification";
import CustomerPortalInvitationEmail, { customerPortalInvitationSubject } from "@/emails/customer-portal-invitation";
import NotificationEmail from "@/emails/notification";
import WelcomeEmail, { welcomeSubject } from "@/emails/welcome";
import { listOutboxEmails } from "@/lib/email/list-outbox-emails";
import { deliverRecordedEmails, recordEmail, sendEmail } from "@/lib/email/send-email";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
const rowOf = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe("sendEmail without RESEND_API_KEY", () => {
  it("stores the rendered email (HTML and text) with status logged", async () => {
    const to = unique("welcome");
    const result = await sendEmail(
      {
        to,
        subject: welcomeSubject({ firstName: "Rosa" }),
        template: "welcome",
        react: createElement(WelcomeEmail, {
          firstName: "Rosa",
          companyName: "Rosa's Pressure Washing",
          dashboardUrl: "http://app.localhost:3000/admin/dashboard",
        }),
      },
      { db, resend: null },
    );
    expect(result).toMatchObject({ ok: true, status: "logged" });
    const row = await rowOf((result as { id: string }).id);
    expect(row.toAddress).toBe(to);
    expect(row.subject).toBe("Welcome to ServiceLoop, Rosa!");
    expect(row.template).toBe("welcome");
    expect(row.status).toBe("logged");
    expect(row.sentAt).toBeNull();
    expect(row.html).toContain('href="http://app.localhost:3000/admin/dashboard"');
    expect(row.html).toContain("Go to your dashboard");
    expect(row.html).toContain("Rosa&#x27;s Pressure Washing");
    expect(row.text).toContain("Welcome, Rosa!");
    expect(row.text).toContain("http://app.localhost:3000/admin/dashboard");
  });

  it("renders a portal invitation in the business's colours with the register link", async () => {
    const to = unique("invite");
    const registerUrl = "http://greenleaf.localhost:3000/register?token=abc_DEF-123";
    const result = await sendEmail(
      {
        to,
        subject: customerPortalInvitationSubject({ businessName: "Greenleaf Lawn Care" }),
        template: "customer-portal-invitation",
        react: createElement(CustomerPortalInvitationEmail, {
          businessName: "Greenleaf Lawn Care",
          primaryColor: "#15803d",
          secondaryColor: "#dcfce7",
          firstName: "Ivy",
          registerUrl,
          expiresInDays: 7,
        }),
      },
      { db, resend: null },
    );
    const row = await rowOf((result as { id: string }).id);
    expect(row.subject).toBe("Greenleaf Lawn Care invited you to your customer portal");
    expect(row.html).toContain("#15803d");
    expect(row.html).toContain("#dcfce7");
    expect(row.html).toContain(`href="${registerUrl}"`);
    expect(row.text).toContain("Hi Ivy,");
    expect(row.text).toContain(registerUrl);
    expect(row.text).toContain("expires in 7 days");
  });

  it("never renders user text as HTML, and drops non-http links and non-hex colours", async () => {
    const result = await sendEmail(
      {
        to: unique("contact"),
        subject: "New general message from Mallory",
        template: "contact-notification",
        react: createElement(ContactNotificationEmail, {
          name: "Mallory",
          email: "m@example.test",
          topic: "general",
          message: '<script>alert("x")</script><img src=x onerror=alert(1)>',
        }),
      },
      { db, resend: null },
    );
    const contact = await rowOf((result as { id: string }).id);
    expect(contact.html).not.toContain("<script>");
    expect(contact.html).not.toContain("<img src=x");
    expect(contact.html).toContain("&lt;script&gt;");

    const notice = await sendEmail(
      {
        to: unique("notice"),
        subject: "Quote approved",
        template: "notification",
        react: createElement(NotificationEmail, {
          title: "Quote approved",
          body: "Jane approved Q-1001.",
          link: { url: "javascript:alert(1)", label: "Open" },
          brand: { name: "Evil", primaryColor: "red;background:url(http://x)" },
        }),
      },
      { db, resend: null },
    );
    const row = await rowOf((notice as { id: string }).id);
    expect(row.html).not.toContain("javascript:");
    expect(row.html).not.toContain("url(http://x)");
    expect(row.html).toContain("#1e40af");
  });

  it("refuses an invalid recipient without storing anything", async () => {
    const before = (await db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const result = await sendEmail(
      { to: "not-an-address", subject: "x", template: "notification", react: createElement(NotificationEmail, { title: "x", body: "y" }) },
      { db, resend: null },
    );
    expect(result).toEqual({ ok: false, id: null, error: "Invalid recipient address" });
    expect((await db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(before);
  });
});

describe("sendEmail with Resend configured", () => {
  // A stand-in for the Resend HTTP API on localhost (no mail may leave this machine).
  let server: Server;
  let baseUrl: string;
  const received: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const body = JSON.parse(raw || "{}");
        received.push({ auth: req.headers.authorization, body });
        res.setHeader("content-type", "application/json");
        if (req.url !== "/emails" || req.method !== "POST") {
          res.statusCode = 404;
          res.end(JSON.stringify({ name: "not_found", message: "Not found" }));
        } else if (String(body.to).includes("bounce")) {
          res.statusCode = 422;
          res.end(JSON.stringify({ name: "validation_error", message: "The to address is not allowed" }));
        } else {
          res.end(JSON.stringify({ id: "re_test_123" }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const notice = (to: string) => ({
    to,
    subject: "New message from Greenleaf Lawn Care",
    template: "notification" as const,
    react: createElement(NotificationEmail, {
      title: "New message",
      body: "You have a new message.",
      link: { url: "http://greenleaf.localhost:3000/messages", label: "Open messages" },
    }),
  });

  it("delivers through the provider and records status sent with the provider id", async () => {
    const to = unique("deliver");
    const result = await sendEmail(notice(to), { db, resend: { apiKey: "re_fake_key", baseUrl }, from: "Test <t@example.test>" });
    expect(result).toMatchObject({ ok: true, status: "sent" });
    const row = await rowOf((result as { id: string }).id);
    expect(row.status).toBe("sent");
    expect(row.providerId).toBe("re_test_123");
    expect(row.sentAt).toBeInstanceOf(Date);
    const request = received.find((r) => r.body.to === to || (Array.isArray(r.body.to) && r.body.to.includes(to)));
    expect(request?.auth).toBe("Bearer re_fake_key");
    expect(request?.body.subject).toBe("New message from Greenleaf Lawn Care");
    expect(String(request?.body.html)).toContain("http://greenleaf.localhost:3000/messages");
  });

  it("returns ok:false and records the failure instead of throwing", async () => {
    const result = await sendEmail(notice(unique("bounce")), { db, resend: { apiKey: "re_fake_key", baseUrl } });
    expect(result.ok).toBe(false);
    const row = await rowOf((result as { id: string }).id);
    expect(row.status).toBe("failed");
    expect(row.error).toBe("The to address is not allowed");
  });

  it("recordEmail: queued inside the caller's transaction, nothing sent until it commits; rolled back, it never existed", async () => {
    const to = unique("recorded");
    const resend = { apiKey: "re_fake_key", baseUrl };
    const recorded = await db.transaction(async (tx) => {
      const email = await recordEmail(notice(to), { db: tx, resend });
      if (!email.ok) throw new Error(email.error);
      expect(email.status).toBe("queued");
      // Inside the transaction the provider has heard nothing.
      expect(received.some((r) => r.body.to === to || (Array.isArray(r.body.to) && r.body.to.includes(to)))).toBe(false);
      return email;
    });
    expect((await rowOf(recorded.id)).status).toBe("queued");
    await deliverRecordedEmails([recorded, null], db);
    expect(await rowOf(recorded.id)).toMatchObject({ status: "sent", providerId: "re_test_123" });

    const gone = unique("rolled-back");
    let id = "";
    await expect(
      db.transaction(async (tx) => {
        const email = await recordEmail(notice(gone), { db: tx, resend });
        id = email.ok ? email.id : "";
        throw new Error("the payment failed");
      }),
    ).rejects.toThrow("the payment failed");
    expect(id).not.toBe("");
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual([]);
    expect(await recordEmail(notice("not-an-address"), { db, resend })).toEqual({ ok: false, id: null, error: "Invalid recipient address" });
  });

  it("sendEmail inside a write's transaction (inWriteTransaction): recorded with the write, sent only after its commit; never for a rollback", async () => {
    const resend = { apiKey: "re_fake_key", baseUrl };
    const heard = (to: string) => received.filter((r) => r.body.to === to || (Array.isArray(r.body.to) && r.body.to.includes(to))).length;
    const to = unique("after-commit");
    let id = "";
    await inWriteTransaction(async () => {
      const result = await sendEmail(notice(to), { resend });
      expect(result).toMatchObject({ ok: true, status: "queued" });
      id = (result as { id: string }).id;
      expect(heard(to)).toBe(0);
    });
    expect(heard(to)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", providerId: "re_test_123" });

    const gone = unique("never-sent");
    await expect(
      inWriteTransaction(async () => {
        const result = await sendEmail(notice(gone), { resend });
        id = (result as { id: string }).id;
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(heard(gone)).toBe(0);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual([]);
  });

  it("survives an unreachable provider", async () => {
    const result = await sendEmail(notice(unique("down")), { db, resend: { apiKey: "re_fake_key", baseUrl: "http://127.0.0.1:9" } });
    expect(result.ok).toBe(false);
    expect((await rowOf(result.id!)).status).toBe("failed");
  });
});

describe("listOutboxEmails", () => {
  it("lists newest first and filters by recipient, case-insensitively", async () => {
    const to = unique("list");
    for (const title of ["first", "second", "third"]) {
      await sendEmail(
        { to, subject: title, template: "notification", react: createElement(NotificationEmail, { title, body: "b" }) },
        { db, resend: null },
      );
    }
    const mine = await listOutboxEmails({ to: to.toUpperCase() });
    expect(mine.map((e) => e.subject)).toEqual(["third", "second", "first"]);
    expect(mine.every((e) => e.toAddress === to && e.status === "logged")).toBe(true);
    const all = await listOutboxEmails({ limit: 500 });
    expect(all.length).toBeGreaterThan(3);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].createdAt.getTime()).toBeGreaterThanOrEqual(all[i].createdAt.getTime());
  });
});

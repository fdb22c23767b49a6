import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { tellCustomerVisitChanged, type VisitChange } from "@/lib/scheduling/visits/tell-customer-visit-changed";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";

/**
 * The customer's notice of a change to their visits (tell-customer-visit-changed.ts) exactly:
 * the words for each kind of change, singular and plural, which changes count as upcoming (a
 * change wholly in the past tells nobody, the answer to their own request always), the email's
 * link, and that a failure is logged, never thrown.
 */
// 2031, out of reach of other files' runs on the shared database.
const NOW = new Date("2031-05-05T12:00:00Z"); // Monday 5 May 2031, 08:00 in New York
const LATER = new Date("2031-05-12T13:00:00Z"); // Monday 12 May 2031, 9:00 AM EDT
const EARLIER = new Date("2031-04-28T13:00:00Z"); // Monday 28 April 2031, 9:00 AM EDT

async function setUp(email: string | null = "") {
  const biz = await createBusiness(db, { timezone: "America/New_York" });
  const customer = await createCustomer(db, biz.id, { email: email === "" ? `told-${biz.id.slice(0, 8)}@example.test` : email });
  return { biz, customer, scope: { businessId: biz.id } };
}

async function tell(change: VisitChange, email: string | null = "") {
  const { biz, customer, scope } = await setUp(email);
  await tellCustomerVisitChanged(scope, customer.id, change, NOW);
  const bell = await db
    .select({ kind: s.notifications.kind, title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, biz.id), eq(s.notifications.customerId, customer.id)));
  const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.businessId, biz.id));
  return { biz, customer, bell, emails };
}

const bodyOf = async (change: VisitChange) => (await tell(change)).bell.map((b) => b.body);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a shift of several visits", () => {
  it("one visit a day later: singular words", async () => {
    const { bell } = await tell({ kind: "shifted", from: LATER, days: 1, visits: 1 });
    expect(bell).toEqual([{ kind: "job_status", title: "Your visits have moved", body: "Your visit on Monday, May 12 at 9:00 AM EDT moves 1 day later.", link: "/dashboard" }]);
  });

  it("four visits three days earlier: the count after the first, plural words", async () => {
    expect(await bodyOf({ kind: "shifted", from: LATER, days: -3, visits: 4 })).toEqual(["Your visit on Monday, May 12 at 9:00 AM EDT and the 3 after it move 3 days earlier."]);
  });

  it("two visits, one day earlier", async () => {
    expect(await bodyOf({ kind: "shifted", from: LATER, days: -1, visits: 2 })).toEqual(["Your visit on Monday, May 12 at 9:00 AM EDT and the 1 after it move 1 day earlier."]);
  });

  it("no scheduled visit among those moved tells nobody", async () => {
    expect(await tell({ kind: "shifted", from: LATER, days: 2, visits: 0 })).toMatchObject({ bell: [], emails: [] });
  });
});

describe("a moved visit counts when either end is ahead", () => {
  it("from the past into the future", async () => {
    expect(await bodyOf({ kind: "moved", from: EARLIER, to: LATER, andFollowing: false })).toEqual([
      "Your visit on Monday, April 28 at 9:00 AM EDT is now on Monday, May 12 at 9:00 AM EDT.",
    ]);
  });

  it("from the future into the past, with the visits after it", async () => {
    expect(await bodyOf({ kind: "moved", from: LATER, to: EARLIER, andFollowing: true })).toEqual([
      "Your visit on Monday, May 12 at 9:00 AM EDT is now on Monday, April 28 at 9:00 AM EDT. The visits after it follow the new day and time.",
    ]);
  });

  it("both ends now or earlier tell nobody", async () => {
    expect(await tell({ kind: "moved", from: NOW, to: NOW, andFollowing: false })).toMatchObject({ bell: [], emails: [] });
    expect(await tell({ kind: "moved", from: EARLIER, to: NOW, andFollowing: false })).toMatchObject({ bell: [], emails: [] });
  });
});

describe("a skipped, cancelled or declined visit", () => {
  it("skipped without a reason ends the sentence; with one, gives it", async () => {
    expect(await bodyOf({ kind: "skipped", at: LATER, reason: "" })).toEqual(["Your visit on Monday, May 12 at 9:00 AM EDT is skipped."]);
    const { bell } = await tell({ kind: "skipped", at: LATER, reason: "Rain all day" });
    expect(bell).toEqual([{ kind: "job_status", title: "A visit is skipped", body: "Your visit on Monday, May 12 at 9:00 AM EDT is skipped: Rain all day", link: "/dashboard" }]);
  });

  it("cancelled: the title and the reason", async () => {
    const { bell } = await tell({ kind: "cancelled", at: LATER, reason: "Locked gate" });
    expect(bell).toEqual([{ kind: "job_status", title: "A visit is cancelled", body: "Your visit on Monday, May 12 at 9:00 AM EDT is cancelled: Locked gate", link: "/dashboard" }]);
  });

  it("a visit that starts now or earlier is not upcoming", async () => {
    expect(await tell({ kind: "cancelled", at: NOW, reason: "Late" })).toMatchObject({ bell: [], emails: [] });
    expect(await tell({ kind: "skipped", at: EARLIER, reason: "" })).toMatchObject({ bell: [], emails: [] });
  });

  it("the answer to the customer's own request is sent even for a visit already past", async () => {
    const { bell } = await tell({ kind: "reschedule_declined", at: EARLIER, message: "We are fully booked that week." });
    expect(bell).toEqual([
      { kind: "job_status", title: "Your visit stays as planned", body: "We could not move your visit on Monday, April 28 at 9:00 AM EDT: We are fully booked that week.", link: "/dashboard" },
    ]);
  });
});

describe("the email", () => {
  it("has the title as subject, the body, and a link to the portal's visits", async () => {
    const { biz, customer, emails } = await tell({ kind: "skipped", at: LATER, reason: "Rain all day" });
    expect(emails).toEqual([expect.objectContaining({ toAddress: customer.email, subject: "A visit is skipped", template: "notification" })]);
    expect(emails[0].text).toContain("Your visit on Monday, May 12 at 9:00 AM EDT is skipped: Rain all day");
    expect(emails[0].text).toContain("See your visits");
    expect(emails[0].html).toContain(`${biz.portalSubdomain}.`);
    expect(emails[0].html).toContain("/dashboard");
  });

  it("a customer without an email gets the bell only, and nothing is logged as failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { bell, emails } = await tell({ kind: "skipped", at: LATER, reason: "" }, null);
    expect(bell).toHaveLength(1);
    expect(emails).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("an address the mailer refuses is logged, and the bell still rings", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { bell, emails } = await tell({ kind: "skipped", at: LATER, reason: "" }, "not an address");
    expect(bell).toHaveLength(1);
    expect(emails).toEqual([]);
    expect(errors).toHaveBeenCalledWith("visit change email failed", "Invalid recipient address");
  });
});

describe("what is not a customer of the business", () => {
  it("another business's customer hears nothing, and it is not an error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { customer } = await setUp();
    const other = await createBusiness(db, { timezone: "America/New_York" });
    await tellCustomerVisitChanged({ businessId: other.id }, customer.id, { kind: "skipped", at: LATER, reason: "" }, NOW);
    expect(await db.select().from(s.notifications).where(eq(s.notifications.customerId, customer.id))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("a failure is logged, never thrown: the change it follows has already committed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { scope } = await setUp();
    await expect(tellCustomerVisitChanged(scope, "not-a-uuid", { kind: "skipped", at: LATER, reason: "" }, NOW)).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith("visit change notice failed", expect.anything());
  });
});

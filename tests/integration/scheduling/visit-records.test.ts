import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as staffPhoto } from "@/app/api/admin/visit-photos/[fileId]/route";
import { POST as uploadPhoto } from "@/app/api/admin/visits/[visitId]/photos/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listVisitRecords } from "@/lib/scheduling/visit-photos/list-visit-records";
import { visitNotes, visitPageHref } from "@/lib/scheduling/visit-photos/visit-record-views";
import { completeVisit, skipVisit } from "@/lib/scheduling/visits/visit-transitions";
import { asStaff } from "@/tests/support/fake-request";
import { createBusiness, TINY_PNG, unique } from "@/tests/support/portal-fixtures";
import { addEmployee } from "../staff-auth/fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Issue 37: each visit's crew photos and notes on the admin's job page, visit page and customer
 * page (the customer saw them in Service History, the admin nowhere): listVisitRecords, and the
 * photo route open to whoever sees the customer page.
 */
const HOST = "localhost:3000";
type World = Awaited<ReturnType<typeof schedulingWorld>>;
let world: World;
let jobId: string;
let visits: Array<typeof s.jobs.$inferSelect>;
let photoUrl: string;
const zone = () => ({ businessId: world.business.id, timeZone: "America/New_York" });
const readPhoto = (url: string) => {
  const fileId = url.split("/").pop()!;
  return staffPhoto(new Request(`http://${HOST}${url}`, { headers: { host: HOST } }), { params: Promise.resolve({ fileId }) });
};

beforeAll(async () => {
  world = await schedulingWorld();
  ({ id: jobId } = await weeklyJob(world)); // weekly from Monday 2 March 2026: every visit is in the past
  visits = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, world.business.id), eq(s.jobs.seriesId, jobId))).orderBy(asc(s.jobs.scheduledDate));
  // The crew photographs and completes the first visit; the second is skipped for rain; the third has the visit notes the customer reads.
  await asStaff(world.employeeUser.id);
  const form = new FormData();
  form.append("kind", "before");
  form.append("photo", new File([Buffer.from(TINY_PNG)], "front.png", { type: "image/png" }));
  const uploaded = await uploadPhoto(new Request(`http://${HOST}/api/admin/visits/${visits[0].id}/photos`, { method: "POST", headers: { host: HOST, origin: `http://${HOST}` }, body: form }), {
    params: Promise.resolve({ visitId: visits[0].id }),
  });
  expect(uploaded.status).toBe(201);
  photoUrl = ((await uploaded.json()) as { photo: { url: string } }).photo.url;
  const crew = { businessId: world.business.id, memberId: world.employee.id, managesSchedule: false };
  await completeVisit(crew, visits[0].id, "Edges trimmed, clippings bagged");
  await skipVisit({ businessId: world.business.id, memberId: null, managesSchedule: true }, visits[1].id, "Rain");
  await db.update(s.jobs).set({ notes: "Mind the new flower bed" }).where(eq(s.jobs.id, visits[2].id));
});

describe("visit records", () => {
  it("on the job page: the visits with photos or notes, newest first, with the crew's photo and words", async () => {
    const records = await listVisitRecords(zone(), { jobId }, { documentedOnly: true });
    expect(records.map((r) => [r.visit.id, r.visit.status, visitNotes(r.visit), r.photos.map((p) => [p.kind, p.url])])).toEqual([
      [visits[2].id, "scheduled", [{ label: "Visit notes", text: "Mind the new flower bed" }], []],
      [visits[1].id, "skipped", [{ label: "Skipped", text: "Rain" }], []],
      [visits[0].id, "completed", [{ label: "Crew's note", text: "Edges trimmed, clippings bagged" }], [["before", photoUrl]]],
    ]);
    expect(photoUrl).toMatch(/^\/api\/admin\/visit-photos\/[0-9a-f-]{36}$/);
    expect(visitPageHref(records[2].visit)).toBe(`/admin/schedule/jobs/${jobId}/visits/${visits[0].id}`);
  });

  it("on the customer page: the latest visits whose time has come, newest first; on the visit page: the one visit", async () => {
    const recent = await listVisitRecords(zone(), { customerId: world.customer.id }, { limit: 3 });
    expect(recent.map((r) => r.visit.id)).toEqual(visits.slice(-3).reverse().map((v) => v.id));
    const [one] = await listVisitRecords(zone(), { visitId: visits[0].id });
    expect(one).toMatchObject({ visit: { id: visits[0].id, jobId, completionNote: "Edges trimmed, clippings bagged", localDate: "2026-03-02", localTime: "09:00" } });
    expect(one.photos).toHaveLength(1);
    // A visit still ahead is no record of the customer's yet — unless it was called off (skipped).
    const ahead = await listVisitRecords(zone(), { customerId: world.customer.id }, { now: new Date("2026-03-05T00:00:00Z") });
    expect(ahead.map((r) => r.visit.id)).toEqual([visits[1].id, visits[0].id]);
  });

  it("never shows another business's visits", async () => {
    const other = await createBusiness(db);
    expect(await listVisitRecords({ businessId: other.id, timeZone: "UTC" }, { visitId: visits[0].id })).toEqual([]);
    expect(await listVisitRecords({ businessId: other.id, timeZone: "UTC" }, { jobId })).toEqual([]);
    expect(await listVisitRecords({ businessId: other.id, timeZone: "UTC" }, { customerId: world.customer.id })).toEqual([]);
    await asStaff(other.owner.id);
    expect((await readPhoto(photoUrl)).status).toBe(404);
  });

  it("serves the photo to whoever sees the customer page (manage_customers), not to an inbox-only member", async () => {
    const [office] = await db.insert(s.users).values({ email: `${unique("office")}@example.test`, userType: "employee" }).returning();
    await addEmployee(world.business.id, office.id, { permissions: ["manage_customers"] });
    await asStaff(office.id);
    const served = await readPhoto(photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const [inbox] = await db.insert(s.users).values({ email: `${unique("inbox")}@example.test`, userType: "employee" }).returning();
    await addEmployee(world.business.id, inbox.id, { permissions: ["view_messages", "send_messages"] });
    await asStaff(inbox.id);
    expect((await readPhoto(photoUrl)).status).toBe(403);
  });
});

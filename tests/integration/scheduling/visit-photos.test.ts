import { and, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as staffPhoto } from "@/app/api/admin/visit-photos/[fileId]/route";
import { POST as uploadPhoto } from "@/app/api/admin/visits/[visitId]/photos/route";
import { GET as customerFile } from "@/app/api/files/[fileId]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { getStorage } from "@/lib/files/storage/storage";
import { listServiceHistory } from "@/lib/scheduling/self-service/list-service-history";
import { completeVisit } from "@/lib/scheduling/visits/visit-transitions";
import { asAnonymous, asStaff } from "@/tests/support/fake-request";
import { createBusiness, createCustomer, createSession, TINY_PNG, unique } from "@/tests/support/portal-fixtures";
import { addEmployee } from "../staff-auth/fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Before/after photos of a visit (issue 11 item 4): the real upload and file routes, the storage
 * module, and who may read what — the customer of the visit, never their neighbour or another
 * business; staff need view_jobs (or manage_schedule), and a field employee only photographs their own visits.
 */
const HOST = "localhost:3000";
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);

type World = Awaited<ReturnType<typeof schedulingWorld>>;
let world: World;
let visitId: string;
let customerToken: string;
let neighbourToken: string;
let foreignToken: string;
let foreign: Awaited<ReturnType<typeof createBusiness>>;

function post(visit: string, parts: { kind?: string; bytes?: Uint8Array; name?: string }, origin = `http://${HOST}`) {
  const form = new FormData();
  if (parts.kind !== undefined) form.append("kind", parts.kind);
  if (parts.bytes) form.append("photo", new File([Buffer.from(parts.bytes)], parts.name ?? "photo.png", { type: "image/png" }));
  return uploadPhoto(new Request(`http://${HOST}/api/admin/visits/${visit}/photos`, { method: "POST", headers: { host: HOST, origin }, body: form }), {
    params: Promise.resolve({ visitId: visit }),
  });
}
const readAsStaff = (fileId: string) =>
  staffPhoto(new Request(`http://${HOST}/api/admin/visit-photos/${fileId}`, { headers: { host: HOST } }), { params: Promise.resolve({ fileId }) });
function readAsCustomer(fileId: string, token: string, subdomain = world.business.portalSubdomain) {
  const host = `${subdomain}.localhost:3000`;
  return customerFile(new Request(`http://${host}/api/files/${fileId}`, { headers: { host, cookie: `sl_portal_session=${token}` } }), { params: Promise.resolve({ fileId }) });
}
const fileIdOf = (url: string) => url.split("/").pop()!;
const photosOf = (id: string) => db.select().from(s.jobPhotos).where(and(eq(s.jobPhotos.businessId, world.business.id), eq(s.jobPhotos.jobId, id)));
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  world = await schedulingWorld();
  await weeklyJob(world);
  const [visit] = await db.select().from(s.jobs).where(eq(s.jobs.businessId, world.business.id)).orderBy(s.jobs.scheduledDate).limit(1);
  visitId = visit.id;
  customerToken = await createSession(db, world.business.id, world.customer.id);
  const neighbour = await createCustomer(db, world.business.id);
  neighbourToken = await createSession(db, world.business.id, neighbour.id);
  foreign = await createBusiness(db);
  const foreignCustomer = await createCustomer(db, foreign.id);
  foreignToken = await createSession(db, foreign.id, foreignCustomer.id);
});

beforeEach(() => {
  asAnonymous();
});

describe("visit photos", () => {
  it("the field employee adds a before and an after photo to their visit; stored, linked, shown to them and to the visit's customer only", async () => {
    await asStaff(world.employeeUser.id);
    const before = await post(visitId, { kind: "before", bytes: TINY_PNG, name: "front-lawn.png" });
    expect(before.status).toBe(201);
    const { photo: beforePhoto } = (await before.json()) as { photo: { id: string; kind: string; url: string } };
    expect(beforePhoto).toMatchObject({ kind: "before", url: expect.stringMatching(/^\/api\/admin\/visit-photos\/[0-9a-f-]{36}$/) });
    const after = await post(visitId, { kind: "after", bytes: JPEG, name: "after.jpg" });
    expect(after.status).toBe(201);
    const { photo: afterPhoto } = (await after.json()) as { photo: { id: string; url: string } };

    // The database holds both links and the files rows, stored through the storage module.
    const rows = await photosOf(visitId);
    expect(rows.map((r) => r.kind).sort()).toEqual(["after", "before"]);
    const [file] = await db.select().from(s.files).where(eq(s.files.id, fileIdOf(beforePhoto.url)));
    expect(file).toMatchObject({ businessId: world.business.id, mimeType: "image/png", uploadedByType: "staff", uploadedById: world.employeeUser.id, name: "front-lawn.png" });
    expect(file.storageKey.startsWith(`${world.business.id}/`)).toBe(true);
    expect(Buffer.from((await getStorage().getObject(file.storageKey))!.bytes).equals(TINY_PNG)).toBe(true);

    // The employee sees it back through the staff route, with the safe headers.
    const served = await readAsStaff(fileIdOf(beforePhoto.url));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await readAsStaff(fileIdOf(afterPhoto.url))).headers.get("content-type")).toBe("image/jpeg");

    // Once the visit is completed, the customer's Service History shows both, and the file route serves them to that customer only.
    await completeVisit({ businessId: world.business.id, memberId: world.employee.id, managesSchedule: false }, visitId, "Done");
    const history = await listServiceHistory({ businessId: world.business.id, customerId: world.customer.id });
    const shown = history.find((job) => job.id === visitId)!;
    expect(shown.photos.map((p) => [p.kind, p.url]).sort()).toEqual([
      ["after", `/api/files/${fileIdOf(afterPhoto.url)}`],
      ["before", `/api/files/${fileIdOf(beforePhoto.url)}`],
    ]);
    const mine = await readAsCustomer(fileIdOf(beforePhoto.url), customerToken);
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect((await readAsCustomer(fileIdOf(beforePhoto.url), neighbourToken)).status).toBe(404);
    expect((await readAsCustomer(fileIdOf(beforePhoto.url), foreignToken, foreign.portalSubdomain)).status).toBe(404);
    expect((await readAsCustomer(fileIdOf(beforePhoto.url), foreignToken)).status).toBe(401);
  });

  it("another business's owner can neither add nor read a photo; nothing is stored", async () => {
    await asStaff(world.employeeUser.id);
    const { photo } = (await (await post(visitId, { kind: "before", bytes: TINY_PNG })).json()) as { photo: { url: string } };
    const count = (await photosOf(visitId)).length;
    await asStaff(foreign.owner.id);
    const refused = await post(visitId, { kind: "after", bytes: TINY_PNG });
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ code: "not_found", message: "Visit not found" });
    expect((await readAsStaff(fileIdOf(photo.url))).status).toBe(404);
    expect(await photosOf(visitId)).toHaveLength(count);
  });

  it("an employee without view_jobs is refused (403); one with view_jobs cannot photograph another's visit (404); no session is 401", async () => {
    await asStaff(world.employeeUser.id);
    const { photo } = (await (await post(visitId, { kind: "before", bytes: TINY_PNG })).json()) as { photo: { url: string } };
    const count = (await photosOf(visitId)).length;

    const [messagesOnly] = await db.insert(s.users).values({ email: `${unique("inbox")}@example.test`, userType: "employee" }).returning();
    await addEmployee(world.business.id, messagesOnly.id, { permissions: ["view_messages", "send_messages"] });
    await asStaff(messagesOnly.id);
    expect((await post(visitId, { kind: "after", bytes: TINY_PNG })).status).toBe(403);
    expect((await readAsStaff(fileIdOf(photo.url))).status).toBe(403);

    const [otherCrew] = await db.insert(s.users).values({ email: `${unique("crew2")}@example.test`, userType: "employee" }).returning();
    await addEmployee(world.business.id, otherCrew.id, { roleTemplate: "field_employee" });
    await asStaff(otherCrew.id);
    const notTheirs = await post(visitId, { kind: "after", bytes: TINY_PNG });
    expect(notTheirs.status).toBe(404);
    // Reading is view_jobs: the whole business's visits are on their calendar.
    expect((await readAsStaff(fileIdOf(photo.url))).status).toBe(200);

    asAnonymous();
    expect((await post(visitId, { kind: "after", bytes: TINY_PNG })).status).toBe(401);
    expect(await photosOf(visitId)).toHaveLength(count);
  });

  it("refuses a file that is no image, a missing kind, a cross-site post and a skipped visit with a clear 4xx", async () => {
    await asStaff(world.business.owner.id);
    const count = (await photosOf(visitId)).length;
    const text = await post(visitId, { kind: "before", bytes: new TextEncoder().encode("hello"), name: "notes.txt" });
    expect(text.status).toBe(400);
    expect((await errorOf(text)).message).toBe("File notes.txt is not an image. Take or choose a photo.");
    const pdf = await post(visitId, { kind: "before", bytes: Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), name: "scan.pdf" });
    expect(pdf.status).toBe(400);
    const noKind = await post(visitId, { bytes: TINY_PNG });
    expect(noKind.status).toBe(400);
    expect((await errorOf(noKind)).message).toBe("Say whether the photo is from before or after the work");
    expect((await post(visitId, { kind: "before" })).status).toBe(400);
    expect((await post(visitId, { kind: "before", bytes: TINY_PNG }, "http://evil.example")).status).toBe(403);
    expect((await post("not-a-uuid", { kind: "before", bytes: TINY_PNG })).status).toBe(404);

    // A visit holds at most 20 photos.
    const [full] = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, world.business.id), eq(s.jobs.status, "scheduled"))).orderBy(desc(s.jobs.scheduledDate)).limit(1);
    const [anyPhoto] = await photosOf(visitId);
    await db.insert(s.jobPhotos).values(Array.from({ length: 20 }, () => ({ businessId: world.business.id, jobId: full.id, fileId: anyPhoto.fileId, kind: "after" })));
    const tooMany = await post(full.id, { kind: "after", bytes: TINY_PNG });
    expect(tooMany.status).toBe(409);
    expect((await errorOf(tooMany)).message).toBe("A visit holds at most 20 photos");
    expect(await photosOf(full.id)).toHaveLength(20);

    const [skipped] = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, world.business.id), eq(s.jobs.status, "scheduled"))).orderBy(s.jobs.scheduledDate).limit(1);
    await db.update(s.jobs).set({ status: "skipped" }).where(eq(s.jobs.id, skipped.id));
    const closed = await post(skipped.id, { kind: "before", bytes: TINY_PNG });
    expect(closed.status).toBe(409);
    expect(await photosOf(skipped.id)).toHaveLength(0);
    expect(await photosOf(visitId)).toHaveLength(count);
  });
});

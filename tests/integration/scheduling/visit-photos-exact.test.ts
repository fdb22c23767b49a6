import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { MAX_FILE_BYTES } from "@/lib/files/file-rules";
import { saveFile } from "@/lib/files/save-file";
import { getStorage } from "@/lib/files/storage/storage";
import { addVisitPhoto } from "@/lib/scheduling/visit-photos/add-visit-photo";
import { getVisitPhotoFile } from "@/lib/scheduling/visit-photos/get-visit-photo-file";
import { listVisitPhotos } from "@/lib/scheduling/visit-photos/list-visit-photos";
import { TINY_PNG } from "@/tests/support/portal-fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * Exact pins for visit photos below the routes: which visit states take a photo, how the
 * storage module's refusals (empty, over 10 MB) reach the crew (code, message, field) with
 * nothing stored, the 20-photo limit on both sides, the rows written (job_photos and the files
 * row's uploader), and what the staff file lookup and the day's photo list return — another
 * business's photos and files that are no visit photo stay hidden.
 */
type World = Awaited<ReturnType<typeof schedulingWorld>>;
let world: World;
let other: World;
let visits: (typeof s.jobs.$inferSelect)[];
let otherVisit: typeof s.jobs.$inferSelect;

const scheduler = () => ({ businessId: world.business.id, memberId: world.ownerMember.id, managesSchedule: true, userId: world.business.owner.id });
const photosOf = (visitId: string) => db.select().from(s.jobPhotos).where(eq(s.jobPhotos.jobId, visitId));
const filesOf = (businessId: string) => db.select().from(s.files).where(eq(s.files.businessId, businessId));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { code, message, field } = error as DomainError;
  return { code, message, field };
}

beforeAll(async () => {
  world = await schedulingWorld();
  // Three visits a week to the 56-day horizon: a fresh visit for each case below.
  await weeklyJob(world, { recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO", "WE", "FR"] } });
  visits = await db.select().from(s.jobs).where(eq(s.jobs.businessId, world.business.id)).orderBy(s.jobs.scheduledDate);
  other = await schedulingWorld();
  await weeklyJob(other);
  [otherVisit] = await db.select().from(s.jobs).where(eq(s.jobs.businessId, other.business.id)).orderBy(s.jobs.scheduledDate).limit(1);
});

describe("adding a photo", () => {
  it("a scheduled visit takes one: the job_photos row and the files row (the staff member as uploader) are written exactly", async () => {
    const visit = visits[0];
    expect(visit.status).toBe("scheduled");
    const photo = await addVisitPhoto(scheduler(), { visitId: visit.id, kind: "before", name: "porch.png", bytes: TINY_PNG });
    const [row] = await photosOf(visit.id);
    expect(photo).toEqual({ id: row.id, kind: "before", url: `/api/admin/visit-photos/${row.fileId}` });
    expect(row).toMatchObject({ businessId: world.business.id, jobId: visit.id, kind: "before" });
    const [file] = await db.select().from(s.files).where(eq(s.files.id, row.fileId));
    expect(file).toMatchObject({
      businessId: world.business.id, name: "porch.png", mimeType: "image/png", size: TINY_PNG.byteLength,
      uploadedByType: "staff", uploadedById: world.business.owner.id, visibility: "private",
    });
    expect(Buffer.from((await getStorage().getObject(file.storageKey))!.bytes).equals(TINY_PNG)).toBe(true);
  });

  it("a started or completed visit takes one too; a skipped or cancelled one is a 409 with the closed message", async () => {
    const [started, completed, skipped, cancelled] = visits.slice(1, 5);
    await db.update(s.jobs).set({ status: "in_progress" }).where(eq(s.jobs.id, started.id));
    await db.update(s.jobs).set({ status: "completed" }).where(eq(s.jobs.id, completed.id));
    await db.update(s.jobs).set({ status: "skipped" }).where(eq(s.jobs.id, skipped.id));
    await db.update(s.jobs).set({ status: "cancelled" }).where(eq(s.jobs.id, cancelled.id));
    expect(await addVisitPhoto(scheduler(), { visitId: started.id, kind: "after", name: "a.png", bytes: TINY_PNG })).toMatchObject({ kind: "after" });
    expect(await addVisitPhoto(scheduler(), { visitId: completed.id, kind: "after", name: "b.png", bytes: TINY_PNG })).toMatchObject({ kind: "after" });
    for (const closed of [skipped, cancelled]) {
      expect(await refusal(addVisitPhoto(scheduler(), { visitId: closed.id, kind: "before", name: "c.png", bytes: TINY_PNG }))).toEqual({
        code: "conflict", message: "Photos can only be added to a scheduled, started or completed visit", field: undefined,
      });
      expect(await photosOf(closed.id)).toEqual([]);
    }
  });

  it("an empty file is refused as invalid and an oversized one as too large, on the photo field; nothing is stored", async () => {
    const visit = visits[5];
    const filesBefore = (await filesOf(world.business.id)).length;
    expect(await refusal(addVisitPhoto(scheduler(), { visitId: visit.id, kind: "before", name: "empty.png", bytes: new Uint8Array(0) }))).toEqual({
      code: "invalid", message: "File empty.png is empty.", field: "photo",
    });
    const huge = new Uint8Array(MAX_FILE_BYTES + 1);
    huge.set(TINY_PNG);
    expect(await refusal(addVisitPhoto(scheduler(), { visitId: visit.id, kind: "before", name: "huge.png", bytes: huge }))).toEqual({
      code: "too_large", message: "File huge.png is too large. Maximum size is 10MB.", field: "photo",
    });
    expect(await photosOf(visit.id)).toEqual([]);
    expect(await filesOf(world.business.id)).toHaveLength(filesBefore);
  });

  it("a visit with 19 photos takes a 20th; with 20 it is a 409 and stays at 20", async () => {
    const visit = visits[6];
    const seed = await saveFile(world.scope, { name: "seed.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: world.business.owner.id } });
    await db.insert(s.jobPhotos).values(Array.from({ length: 19 }, () => ({ businessId: world.business.id, jobId: visit.id, fileId: seed.id, kind: "before" })));
    await addVisitPhoto(scheduler(), { visitId: visit.id, kind: "after", name: "twentieth.png", bytes: TINY_PNG });
    expect(await photosOf(visit.id)).toHaveLength(20);
    expect(await refusal(addVisitPhoto(scheduler(), { visitId: visit.id, kind: "after", name: "more.png", bytes: TINY_PNG }))).toEqual({
      code: "conflict", message: "A visit holds at most 20 photos", field: undefined,
    });
    expect(await photosOf(visit.id)).toHaveLength(20);
  });
});

describe("the staff file lookup", () => {
  it("returns a visit photo's file exactly; null for a non-uuid id, a file that is no visit photo, another business's photo", async () => {
    const visit = visits[7];
    const photo = await addVisitPhoto(scheduler(), { visitId: visit.id, kind: "before", name: "lookup.png", bytes: TINY_PNG });
    const fileId = photo.url.split("/").pop()!;
    const [file] = await db.select().from(s.files).where(eq(s.files.id, fileId));
    expect(await getVisitPhotoFile(world.scope, fileId)).toEqual({ id: fileId, storageKey: file.storageKey, name: "lookup.png", mimeType: "image/png", size: TINY_PNG.byteLength });

    expect(await getVisitPhotoFile(world.scope, "not-a-uuid")).toBeNull();
    expect(await getVisitPhotoFile(world.scope, `${fileId}x`)).toBeNull();
    const loose = await saveFile(world.scope, { name: "attachment.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: world.business.owner.id } });
    expect(await getVisitPhotoFile(world.scope, loose.id)).toBeNull();
    expect(await getVisitPhotoFile(other.scope, fileId)).toBeNull();
  });
});

describe("the day's photo list", () => {
  it("no visits asked is an empty map", async () => {
    const byVisit = await listVisitPhotos(world.scope, []);
    expect(byVisit).toBeInstanceOf(Map);
    expect([...byVisit]).toEqual([]);
  });

  it("groups by visit, oldest first; visits without photos and another business's photos are left out", async () => {
    const [first, second, bare] = visits.slice(8, 11);
    const a = await addVisitPhoto(scheduler(), { visitId: first.id, kind: "before", name: "1.png", bytes: TINY_PNG });
    const b = await addVisitPhoto(scheduler(), { visitId: second.id, kind: "before", name: "2.png", bytes: TINY_PNG });
    const c = await addVisitPhoto(scheduler(), { visitId: first.id, kind: "after", name: "3.png", bytes: TINY_PNG });
    const otherActor = { businessId: other.business.id, memberId: other.ownerMember.id, managesSchedule: true, userId: other.business.owner.id };
    const theirs = await addVisitPhoto(otherActor, { visitId: otherVisit.id, kind: "before", name: "x.png", bytes: TINY_PNG });

    const byVisit = await listVisitPhotos(world.scope, [first.id, second.id, bare.id, otherVisit.id]);
    // Map order is row order: the oldest photo's visit first.
    expect([...byVisit]).toEqual([
      [first.id, [a, c]],
      [second.id, [b]],
    ]);
    expect(byVisit.get(first.id)!.map((p) => p.kind)).toEqual(["before", "after"]);
    expect(byVisit.has(bare.id)).toBe(false);
    expect(byVisit.has(otherVisit.id)).toBe(false);
    // Asked with their own scope, their business sees it.
    expect((await listVisitPhotos(other.scope, [otherVisit.id])).get(otherVisit.id)).toEqual([theirs]);
  });
});

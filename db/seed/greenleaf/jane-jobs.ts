import { saveFile } from "../../../lib/files/save-file";
import * as schema from "../../schema";
import { type SeedContext, dateOnly, localTime } from "../context";
import { afterPhotoPng, beforePhotoPng } from "../demo-images";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/**
 * Jane's visits: one completed last week (with before and after photos), one in progress
 * today, upcoming ones, and a cancelled one. All but one are assigned to the employee.
 */
export async function seedJaneJobs(ctx: SeedContext, base: GreenleafBase, janeId: string, subscriptionId: string) {
  const { now, tx } = ctx;
  const businessId = base.business.id;
  const employee = base.employee.member.id;
  const at = (days: number, hour: number, minute = 0) => localTime(now, days, hour, minute, GREENLEAF_TIMEZONE);
  const aeration = base.services["Lawn Aeration"];
  const mowing = base.services["Weekly Mowing"];
  const hedges = base.services["Hedge Trimming"];
  // "Today" on the business's calendar, at the start of the current hour (never tomorrow or yesterday).
  const thisHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

  const completedAt = at(-7, 9);
  const [completed] = await tx
    .insert(schema.jobs)
    .values({
      businessId,
      customerId: janeId,
      serviceId: aeration.id,
      assigneeMemberId: employee,
      scheduledDate: completedAt,
      durationMinutes: 90,
      status: "completed",
      notes: "Aerated front and back lawns. Marked sprinkler heads before starting.",
      completedAt: new Date(completedAt.getTime() + 95 * 60_000),
      createdAt: at(-20, 10),
    })
    .returning();

  await tx.insert(schema.jobs).values([
    {
      businessId,
      customerId: janeId,
      serviceId: mowing.id,
      subscriptionId,
      assigneeMemberId: employee,
      scheduledDate: thisHour,
      durationMinutes: 45,
      status: "in_progress",
      notes: "Weekly visit.",
      recurrenceInterval: "week",
      createdAt: at(-7, 12),
    },
    {
      businessId,
      customerId: janeId,
      serviceId: mowing.id,
      subscriptionId,
      assigneeMemberId: employee,
      scheduledDate: at(7, 9),
      durationMinutes: 45,
      status: "scheduled",
      notes: "Weekly visit.",
      recurrenceInterval: "week",
      createdAt: at(0, 7),
    },
    {
      businessId,
      customerId: janeId,
      serviceId: hedges.id,
      assigneeMemberId: null,
      scheduledDate: at(3, 13, 30),
      durationMinutes: 120,
      status: "scheduled",
      notes: "Front hedge and the two boxwoods by the porch.",
      createdAt: at(-2, 15),
    },
    {
      businessId,
      customerId: janeId,
      serviceId: hedges.id,
      assigneeMemberId: employee,
      scheduledDate: at(-12, 14),
      durationMinutes: 120,
      status: "cancelled",
      notes: "Cancelled at the customer's request — heavy rain forecast.",
      createdAt: at(-18, 9),
    },
  ]);

  // The photos go through the storage module exactly as an upload from the field would.
  const uploadedBy = { type: "staff" as const, id: base.employee.user.id };
  const photos = [
    { kind: "before" as const, name: "before-aeration.png", bytes: beforePhotoPng(), caption: "Compacted lawn with bare patches" },
    { kind: "after" as const, name: "after-aeration.png", bytes: afterPhotoPng(), caption: "After aeration and mowing" },
  ];
  for (const photo of photos) {
    const file = await saveFile({ businessId }, { name: photo.name, bytes: photo.bytes, uploadedBy }, { db: tx, storage: ctx.storage });
    await tx.insert(schema.jobPhotos).values({
      businessId,
      jobId: completed.id,
      fileId: file.id,
      kind: photo.kind,
      caption: photo.caption,
      createdAt: completed.completedAt ?? completedAt,
    });
  }
  return { completed, lastServiceDate: dateOnly(completedAt, 0, GREENLEAF_TIMEZONE) };
}

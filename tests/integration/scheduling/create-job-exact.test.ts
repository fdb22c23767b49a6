import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { schedulingWorld, weeklyJob } from "./fixtures";

/** What the crew reads on the job: the instructions as written, and no empty note for a blank field. */
describe("createJob keeps the job's instructions", () => {
  it("stores the instructions as written, and a blank field as none", async () => {
    const world = await schedulingWorld();
    const written = await weeklyJob(world, { instructions: "Gate code 4821; the dog stays in the back yard" });
    const blank = await weeklyJob(world, { instructions: "   " });
    const instructionsOf = async (id: string) => (await db.select({ instructions: s.jobSeries.instructions }).from(s.jobSeries).where(eq(s.jobSeries.id, id)))[0].instructions;
    expect(await instructionsOf(written.id)).toBe("Gate code 4821; the dog stays in the back yard");
    expect(await instructionsOf(blank.id)).toBeNull();
  });
});

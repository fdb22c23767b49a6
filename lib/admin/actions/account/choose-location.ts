"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ANY_STAFF, staffAction } from "@/lib/core/staff-action";
import { chooseAdminLocation } from "@/lib/locations/switcher-locations";

const chooseLocationSchema = z.preprocess(
  // The switcher posts a plain HTML form (no client script: it is in every admin page's first load).
  (input) => (input instanceof FormData ? { locationId: input.get("locationId") || null } : input),
  z.object({ locationId: z.uuid("Unknown location").nullable() }),
);

/** The admin shell's location switcher: All (null) or one location, remembered per user (issue 38 item 4). */
export const chooseLocationAction = staffAction(ANY_STAFF, chooseLocationSchema, async ({ locationId }, staff) => {
  await chooseAdminLocation(staff, locationId);
  // Every admin page reads through the choice: render them again.
  revalidatePath("/admin", "layout");
  return { locationId };
});

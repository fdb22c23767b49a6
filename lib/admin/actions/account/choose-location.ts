"use server";

import { z } from "zod";
import { ANY_STAFF, staffAction } from "@/lib/core/staff-action";
import { chooseAdminLocation } from "@/lib/locations/switcher-locations";

const chooseLocationSchema = z.object({ locationId: z.uuid("Unknown location").nullable() });

/** The admin shell's location switcher: All (null) or one location, remembered per user (issue 38 item 4). */
export const chooseLocationAction = staffAction(ANY_STAFF, chooseLocationSchema, async ({ locationId }, staff) => {
  await chooseAdminLocation(staff, locationId);
  return { locationId };
});

"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { archiveLocation } from "@/lib/locations/archive-location";
import { createLocation } from "@/lib/locations/create-location";
import { archiveLocationSchema, locationIdSchema, locationInputSchema, updateLocationSchema } from "@/lib/locations/location-schema";
import type { LocationActor } from "@/lib/locations/location-views";
import { restoreLocation } from "@/lib/locations/restore-location";
import { updateLocation } from "@/lib/locations/update-location";

const PAGE = "/admin/settings/locations";

/**
 * Settings manages every location the member is allowed, whatever the shell's switcher shows
 * now (the switcher narrows lists of work, not the list of branches).
 */
const settingsScope = (staff: StaffContext): BusinessScope => ({ businessId: staff.businessId, locationIds: staff.allowedLocationIds });
const actorOf = (staff: StaffContext): LocationActor => ({ type: "staff", userId: staff.userId });

/** Settings → Locations: add a location (manage_settings). */
export const createLocationAction = staffAction("manage_settings", locationInputSchema, async (input, staff) => {
  const location = await createLocation(settingsScope(staff), actorOf(staff), input);
  revalidatePath(PAGE);
  return { id: location.id };
});

/** Settings → Locations: save the edit form. */
export const updateLocationAction = staffAction("manage_settings", updateLocationSchema, async ({ locationId, values }, staff) => {
  const location = await updateLocation(settingsScope(staff), actorOf(staff), locationId, values);
  revalidatePath(PAGE);
  return { id: location.id };
});

/** Settings → Locations: make this the default (the previous default is unset in the same transaction). */
export const makeDefaultLocationAction = staffAction("manage_settings", locationIdSchema, async ({ locationId }, staff) => {
  const location = await updateLocation(settingsScope(staff), actorOf(staff), locationId, { isDefault: true });
  revalidatePath(PAGE);
  return { id: location.id };
});

/** Settings → Locations: archive, moving its customers to `moveCustomersTo` when it has any. */
export const archiveLocationAction = staffAction("manage_settings", archiveLocationSchema, async (input, staff) => {
  const archived = await archiveLocation(settingsScope(staff), actorOf(staff), input);
  revalidatePath(PAGE);
  return archived;
});

/** Settings → Locations: bring an archived location back. */
export const restoreLocationAction = staffAction("manage_settings", locationIdSchema, async ({ locationId }, staff) => {
  const restored = await restoreLocation(settingsScope(staff), actorOf(staff), locationId);
  revalidatePath(PAGE);
  return restored;
});

"use client";

import { deferredDialog } from "@/components/ui/deferred-dialog";
import type { LocationFormDialogProps } from "./location-form-dialog";

/** `<LocationFormTrigger trigger={<Button>…</Button>} timeZones={…} />` (with `location` to edit): the location form, loaded on first use. */
export const LocationFormTrigger = deferredDialog<LocationFormDialogProps>(() => import("./location-form-dialog").then((module) => module.LocationFormDialog));

"use client";

import { deferredDialog } from "@/components/ui/deferred-dialog";
import type { ServiceLocationsDialogProps } from "./service-locations-dialog";

/** `<ServiceLocationsTrigger trigger={<Button>…</Button>} … />`: the service's locations dialog, loaded on first use. */
export const ServiceLocationsTrigger = deferredDialog<ServiceLocationsDialogProps>(() =>
  import("./service-locations-dialog").then((module) => module.ServiceLocationsDialog),
);

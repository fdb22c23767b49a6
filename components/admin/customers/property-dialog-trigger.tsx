"use client";

import { deferredDialog } from "@/components/ui/deferred-dialog";
import type { PropertyDialogProps } from "./property-dialog";

/** `<PropertyDialogTrigger customerId property? trigger={<Button>…</Button>} />`: the property dialog, loaded on first use. */
export const PropertyDialogTrigger = deferredDialog<PropertyDialogProps>(() => import("./property-dialog").then((module) => module.PropertyDialog));

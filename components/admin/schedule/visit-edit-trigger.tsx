"use client";

import { deferredDialog } from "@/components/ui/deferred-dialog";
import type { VisitEditDialogProps } from "./visit-edit-dialog";

/** `<VisitEditTrigger visit employees trigger={<button>…</button>} />`: the reschedule dialog, loaded on first use. */
export const VisitEditTrigger = deferredDialog<VisitEditDialogProps>(() => import("./visit-edit-dialog").then((module) => module.VisitEditDialog));

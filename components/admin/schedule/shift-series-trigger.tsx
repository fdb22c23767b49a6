"use client";

import { deferredDialog } from "@/components/ui/deferred-dialog";
import type { ShiftSeriesDialogProps } from "./shift-series-dialog";

/** `<ShiftSeriesTrigger visit trigger={<Button>Shift</Button>} />`: the shift dialog, loaded on first use. */
export const ShiftSeriesTrigger = deferredDialog<ShiftSeriesDialogProps>(() => import("./shift-series-dialog").then((module) => module.ShiftSeriesDialog));

"use client";

import { deferredDialog } from "@/components/ui/deferred-dialog";
import type { CustomerFormDialogProps } from "./customer-form-dialog";

/** `<CustomerFormTrigger trigger={<Button>…</Button>} />` (or with `customerId` and `initial` to edit): the customer dialog, loaded on first use. */
export const CustomerFormTrigger = deferredDialog<CustomerFormDialogProps>(() => import("./customer-form-dialog").then((module) => module.CustomerFormDialog));

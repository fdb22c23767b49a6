"use client";

import type { ComponentProps } from "react";
import { lazyClientPart } from "@/components/ui/lazy-client-part";
import type { InvoiceBuilder } from "./invoice-builder";

/**
 * The line editor on a draft invoice's page. Only drafts show it, so its code is fetched when
 * the page renders it: a sent or paid invoice's page does not carry it.
 */
export const DraftInvoiceBuilder = lazyClientPart<ComponentProps<typeof InvoiceBuilder>>(
  () => import("./invoice-builder").then((module) => module.InvoiceBuilder),
  "Loading the editor…",
);

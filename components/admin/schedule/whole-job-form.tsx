"use client";

import type { ComponentProps } from "react";
import { lazyClientPart } from "@/components/ui/lazy-client-part";
import type { JobForm } from "./job-form";

/** The job page's "Edit the whole job" form, below the visits: fetched after the page's own code. */
export const WholeJobForm = lazyClientPart<ComponentProps<typeof JobForm>>(
  () => import("./job-form").then((module) => module.JobForm),
  "Loading the job form…",
);

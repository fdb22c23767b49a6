"use client";

import type { ComponentProps } from "react";
import { lazyClientPart } from "@/components/ui/lazy-client-part";
import type { ServicePricingForm } from "./service-pricing-form";

/**
 * The pricing form with its preview, fetched after the page's own code: the form and preview
 * with their fields are ~7 kB gzip, which put the route 2 kB over the admin's 150 kB first-load
 * budget. Rendered in the browser only, so nothing typed before it arrives can be lost.
 */
export const LazyServicePricingForm = lazyClientPart<ComponentProps<typeof ServicePricingForm>>(
  () => import("./service-pricing-form").then((module) => module.ServicePricingForm),
  "Loading the pricing form…",
);

import * as React from "react";
import { Slot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

// The base look is the `ui-badge` component class, each variant one more (app/globals.css).
const VARIANT_CLASSES = {
  default: "ui-badge-primary",
  secondary: "ui-badge-secondary",
  destructive: "ui-badge-destructive",
  outline: "ui-badge-outline",
} as const;

type BadgeLook = { variant?: keyof typeof VARIANT_CLASSES | null };

function badgeVariants({ variant }: BadgeLook = {}) {
  return `ui-badge ${VARIANT_CLASSES[variant ?? "default"]}`;
}

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & BadgeLook & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };

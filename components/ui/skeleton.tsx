import * as React from "react";
import { cn } from "@/lib/utils";

/** Decorative placeholder: hidden from assistive tech; announce loading on the container instead. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };

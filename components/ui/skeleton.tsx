import * as React from "react";
import { cn } from "@/lib/utils";

/** Decorative placeholder: hidden from assistive tech; announce loading on the container instead. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("ui-skeleton", className)}
      {...props}
    />
  );
}

export { Skeleton };

import * as React from "react";
import { cn } from "@/lib/utils";

/** A form label: the native element (it names its control by htmlFor or by wrapping it). */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn("ui-label", className)} {...props} />;
}

export { Label };

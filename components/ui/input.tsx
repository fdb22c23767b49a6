import * as React from "react";
import { cn } from "@/lib/utils";

/** text-base below md keeps iOS Safari from zooming into a focused field. */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "ui-input",
        className,
      )}
      {...props}
    />
  );
}

export { Input };

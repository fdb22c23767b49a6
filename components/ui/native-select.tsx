import * as React from "react";
import { cn } from "@/lib/utils";

/** A styled native <select>: keyboard and screen-reader behaviour for free, and it works on phones. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "ui-native-select",
        className,
      )}
      {...props}
    />
  );
}

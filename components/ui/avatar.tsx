import * as React from "react";
import { cn } from "@/lib/utils";

/*
 * Initials in a circle. Plain spans: Radix's Avatar only adds image-loading states, and we show
 * no images here, so it would be script on every admin page for nothing.
 */
function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="avatar" className={cn("ui-avatar", className)} {...props} />;
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="avatar-fallback" className={cn("ui-avatar-fallback", className)} {...props} />;
}

export { Avatar, AvatarFallback };

import * as React from "react";
import { Slot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

/*
 * The base look is the `ui-btn` component class (app/globals.css): the focus ring is the
 * full-strength ring colour with an offset (not shadcn's 50 % halo), since a faint ring fails
 * WCAG 1.4.11 (3:1) and a ring touching a blue button is invisible.
 */
// Each variant and size is a component class too (app/globals.css), after ui-btn.
const VARIANT_CLASSES = {
  default: "ui-btn-primary",
  destructive: "ui-btn-destructive",
  outline: "ui-btn-outline",
  secondary: "ui-btn-secondary",
  ghost: "ui-btn-ghost",
  link: "ui-btn-link",
} as const;
const SIZE_CLASSES = { default: "ui-btn-md", sm: "ui-btn-sm", lg: "ui-btn-lg", icon: "ui-btn-icon" } as const;

type ButtonLook = {
  variant?: keyof typeof VARIANT_CLASSES | null;
  size?: keyof typeof SIZE_CLASSES | null;
  className?: string;
};

/** The button's classes, for an element that looks like a button without being one. */
function buttonVariants({ variant, size, className }: ButtonLook = {}) {
  return cn("ui-btn", VARIANT_CLASSES[variant ?? "default"], SIZE_CLASSES[size ?? "default"], className);
}

type ButtonProps = React.ComponentProps<"button"> &
  Omit<ButtonLook, "className"> & {
    /** Render the single child (e.g. a Next `<Link>`) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

export { Button, buttonVariants, type ButtonProps };

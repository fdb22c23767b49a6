import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

/*
 * The base look is the `ui-btn` component class (app/globals.css): the focus ring is the
 * full-strength ring colour with an offset (not shadcn's 50 % halo), since a faint ring fails
 * WCAG 1.4.11 (3:1) and a ring touching a blue button is invisible.
 */
const buttonVariants = cva(
  "ui-btn",
  {
    // Each variant and size is a component class too (app/globals.css), after ui-btn.
    variants: {
      variant: {
        default: "ui-btn-primary",
        destructive: "ui-btn-destructive",
        outline: "ui-btn-outline",
        secondary: "ui-btn-secondary",
        ghost: "ui-btn-ghost",
        link: "ui-btn-link",
      },
      size: {
        default: "ui-btn-md",
        sm: "ui-btn-sm",
        lg: "ui-btn-lg",
        icon: "ui-btn-icon",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a Next `<Link>`) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants, type ButtonProps };

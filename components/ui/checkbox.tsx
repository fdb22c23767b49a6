"use client";

import * as React from "react";
import { CheckIcon } from "@/components/icons";
import { cn } from "@/lib/utils";

export type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<React.ComponentProps<"button">, "onChange" | "value"> & {
  checked: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox (WAI-ARIA): a button with role="checkbox" and aria-checked (true, false or
 * "mixed" for a select-all over a partial choice). Space toggles it, Enter does not (as for a
 * native checkbox). Controlled only, like every caller; ours rather than Radix's, for the pages'
 * JavaScript budget. A mixed box turns on when clicked.
 */
function Checkbox({ checked, onCheckedChange, onClick, onKeyDown, className, ...props }: CheckboxProps) {
  const state = checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      data-state={state}
      data-slot="checkbox"
      className={cn("peer ui-checkbox", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(checked !== true);
      }}
      {...props}
    >
      {checked === false ? null : (
        <span data-slot="checkbox-indicator" data-state={state} className="flex items-center justify-center text-current transition-none">
          <CheckIcon className="size-3.5" aria-hidden="true" />
        </span>
      )}
    </button>
  );
}

export { Checkbox };

"use client";

import { Star } from "@/components/icons";
import { useState } from "react";
import { cn } from "@/lib/utils";

type Props = { name: string; value: number | null; onChange: (value: number) => void; invalid?: boolean; describedBy?: string; disabled?: boolean };

/**
 * Five native radio buttons drawn as stars: arrow keys move between them, each is labelled
 * "3 stars", and the choice is announced like any radio group.
 */
export function StarRatingInput({ name, value, onChange, invalid, describedBy, disabled }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={invalid || undefined} aria-describedby={describedBy} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">Your rating</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={n === 1 ? "1 star" : `${n} stars`}
            />
            <Star aria-hidden="true" className={cn("size-8 transition-colors", n <= shown ? "fill-amber-400 text-amber-500" : "text-slate-300")} />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-live="polite">
          {value ? `${value} of 5` : "Choose 1 to 5 stars"}
        </span>
      </div>
    </fieldset>
  );
}

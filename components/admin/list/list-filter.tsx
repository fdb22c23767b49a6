"use client";

import { useRouter } from "next/navigation";
import { useAppPathname, useAppSearchParams } from "@/lib/navigation/app-router-hooks";
import { useTransition } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "__all";

/** One filter of an admin list (`?{name}=value`), back to page 1 on change. */
export function ListFilter({ name, label, options }: { name: string; label: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const router = useRouter();
  const pathname = useAppPathname();
  const params = useAppSearchParams();
  const [pending, startTransition] = useTransition();
  const current = params.get(name) ?? ALL;
  return (
    <Select
      value={current}
      onValueChange={(value) => {
        const next = new URLSearchParams(params.toString());
        next.delete("page");
        if (value === ALL) next.delete(name);
        else next.set(name, value);
        const query = next.toString();
        startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
      }}
    >
      <SelectTrigger aria-label={label} className="min-w-40" aria-busy={pending}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{`All ${label.toLowerCase()}`}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useAppPathname, useAppSearchParams } from "@/lib/navigation/app-router-hooks";
import { useTransition } from "react";
import { NativeSelect } from "@/components/ui/native-select";

const ALL = "__all";

/**
 * One filter of an admin list (`?{name}=value`), back to page 1 on change. A native <select>:
 * type-to-find, the phone's own picker, and no positioning engine in the list pages' first load
 * (docs/decisions/performance-first-load-js.md).
 */
export function ListFilter({ name, label, options }: { name: string; label: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const router = useRouter();
  const pathname = useAppPathname();
  const params = useAppSearchParams();
  const [pending, startTransition] = useTransition();
  const current = params.get(name) ?? ALL;
  return (
    <NativeSelect
      aria-label={label}
      aria-busy={pending}
      className="w-auto min-w-40"
      value={current}
      onChange={(event) => {
        const value = event.target.value;
        const next = new URLSearchParams(params.toString());
        next.delete("page");
        if (value === ALL) next.delete(name);
        else next.set(name, value);
        const query = next.toString();
        startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
      }}
    >
      <option value={ALL}>{`All ${label.toLowerCase()}`}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

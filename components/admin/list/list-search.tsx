"use client";

import { Search, X } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useAppPathname, useAppSearchParams } from "@/lib/navigation/app-router-hooks";
import { useEffect, useRef, useState, useTransition } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

/**
 * The search box of an admin list: typing updates `?q=` after a short pause (and on Enter),
 * back to page 1; the server renders the matching page. A plain GET form without JavaScript.
 */
export function ListSearch({ label, placeholder }: { label: string; placeholder?: string }) {
  const router = useRouter();
  const pathname = useAppPathname();
  const params = useAppSearchParams();
  const [value, setValue] = useState(params.get("q") ?? "");
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const apply = (q: string) => {
    const next = new URLSearchParams(params.toString());
    next.delete("page");
    if (q.trim()) next.set("q", q.trim());
    else next.delete("q");
    const query = next.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return (
    <form
      role="search"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        apply(value);
      }}
      className="relative w-full sm:max-w-sm"
    >
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="list-search"
        name="q"
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        autoComplete="off"
        className="pr-9 pl-9"
        onChange={(event) => {
          const q = event.target.value;
          setValue(q);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(q), 300);
        }}
      />
      <span className="absolute top-1/2 right-3 -translate-y-1/2">
        {pending ? (
          <Spinner className="size-4" label="Searching" />
        ) : value ? (
          <button
            type="button"
            className="rounded text-muted-foreground hover:text-foreground focus-visible:outline-2"
            aria-label="Clear search"
            onClick={() => {
              setValue("");
              apply("");
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </span>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { bulkInviteCustomersAction, bulkTagCustomersAction } from "@/lib/admin/actions/customers/bulk-customers";

/** The row boxes of the server-rendered table: `<input type="checkbox" data-select-row value={id}>`. */
const ROW_BOX = "input[data-select-row]";
const ALL_BOX = "input[data-select-all]";

/**
 * Row selection and the bulk actions (add a tag, invite to the portal) around the customers
 * table. The table and its checkboxes are server markup; this island only listens to their
 * change events and keeps the boxes (and the select-all's mixed state) in step with the
 * selection, so the list page's first load carries the selection logic and not the table.
 */
export function CustomerBulkSelection({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const region = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [tag, setTag] = useState("");
  const [busy, setBusy] = useState(false);

  const rowBoxes = () => [...(region.current?.querySelectorAll<HTMLInputElement>(ROW_BOX) ?? [])];

  // Runs after every render: a refresh or another page brings new rows (and drops ids that
  // are no longer on the page from the selection).
  useEffect(() => {
    const boxes = rowBoxes();
    const onPage = new Set(boxes.map((box) => box.value));
    if ([...selected].some((id) => !onPage.has(id))) {
      setSelected(new Set([...selected].filter((id) => onPage.has(id))));
      return;
    }
    for (const box of boxes) box.checked = selected.has(box.value);
    const all = region.current?.querySelector<HTMLInputElement>(ALL_BOX);
    if (all) {
      all.checked = boxes.length > 0 && selected.size === boxes.length;
      all.indeterminate = selected.size > 0 && !all.checked;
    }
  });

  const onBoxChange = (event: React.ChangeEvent<HTMLDivElement>) => {
    const box = event.target as EventTarget as HTMLInputElement;
    if (box.matches(ALL_BOX)) setSelected(box.checked ? new Set(rowBoxes().map((b) => b.value)) : new Set());
    else if (box.matches(ROW_BOX))
      setSelected((current) => {
        const next = new Set(current);
        if (box.checked) next.add(box.value);
        else next.delete(box.value);
        return next;
      });
  };

  const run = async (kind: "tag" | "invite") => {
    const customerIds = [...selected];
    setBusy(true);
    try {
      if (kind === "tag") {
        const result = await bulkTagCustomersAction({ customerIds, tag });
        if (!result.ok) return void toast.error(result.message);
        toast.success(`Tagged ${result.data.updated} ${result.data.updated === 1 ? "customer" : "customers"} "${tag.trim()}"`);
        setTag("");
      } else {
        const result = await bulkInviteCustomersAction({ customerIds });
        if (!result.ok) return void toast.error(result.message);
        const { invited, skipped } = result.data;
        toast.success(`Invited ${invited} ${invited === 1 ? "customer" : "customers"}${skipped.length ? `; skipped ${skipped.length} (no email, archived or already active)` : ""}`);
      }
      setSelected(new Set());
      router.refresh();
    } catch {
      toast.error("Failed to update customer");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={region} className="grid gap-3" onChange={onBoxChange}>
      {selected.size > 0 ? (
        <div role="region" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          <span className="font-medium">{selected.size} selected</span>
          <label htmlFor="bulk-tag" className="sr-only">
            Tag to add
          </label>
          <Input id="bulk-tag" value={tag} onChange={(e) => setTag(e.target.value)} placeholder="Tag to add" className="h-9 w-40 bg-white" />
          <Button size="sm" variant="outline" disabled={busy || tag.trim() === ""} onClick={() => run("tag")}>
            Add tag
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run("invite")}>
            Invite to portal
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {children}
    </div>
  );
}

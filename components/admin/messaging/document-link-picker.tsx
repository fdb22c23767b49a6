"use client";

import { FileText, X } from "@/components/icons";
import { Button } from "@/components/ui/button";
import type { LinkableDocument } from "@/lib/messaging/inbox/list-linkable-documents";

/** Adds links to the customer's quotes and invoices to a reply (shown as links in the portal). */
export function DocumentLinkPicker({
  documents,
  selected,
  onChange,
}: {
  documents: LinkableDocument[];
  selected: LinkableDocument[];
  onChange: (next: LinkableDocument[]) => void;
}) {
  if (documents.length === 0) return null;
  const available = documents.filter((d) => !selected.some((s) => s.id === d.id));
  return (
    <div className="flex flex-wrap items-center gap-2 border-t bg-slate-50 px-3 py-2 text-sm">
      <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
      <label htmlFor="document-link" className="sr-only">
        Link a quote or invoice
      </label>
      <select
        id="document-link"
        className="h-8 rounded-md border bg-white px-2 text-sm"
        value=""
        onChange={(e) => {
          const doc = documents.find((d) => d.id === e.target.value);
          if (doc) onChange([...selected, doc]);
        }}
      >
        <option value="">Link a quote or invoice…</option>
        {available.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </select>
      <ul className="flex flex-wrap gap-2" aria-label="Links to send">
        {selected.map((d) => (
          <li key={d.id} className="flex items-center gap-1 rounded-full border bg-white py-0.5 pr-1 pl-3 text-xs">
            {d.label}
            <Button type="button" variant="ghost" size="icon" className="size-6" aria-label={`Remove ${d.label}`} onClick={() => onChange(selected.filter((s) => s.id !== d.id))}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

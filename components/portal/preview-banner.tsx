import { Eye } from "@/components/icons";
import { ExitPreviewButton } from "./exit-preview-button";

/**
 * Shown on every portal page of a staff preview ("View portal as this customer"): who is
 * being viewed, that nothing can be changed, and the way out (ends the preview session).
 * Rendered on the server; only the button is a client island.
 */
export function PreviewBanner({ customerName }: { customerName: string }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <span className="flex items-center gap-2 font-medium">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        Preview as {customerName} — read-only
      </span>
      <ExitPreviewButton />
    </div>
  );
}

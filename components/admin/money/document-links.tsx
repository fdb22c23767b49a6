import { Download, Eye, Pencil } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";

type Kind = "quote" | "invoice" | "contract";

/**
 * A document's admin page links (issue 37): Preview (the customer's own rendering), Download PDF
 * (the customer's PDF, through the staff route) and, while it may be revised, Revise.
 */
export function DocumentLinks({ kind, id, canRevise = false }: { kind: Kind; id: string; canRevise?: boolean }) {
  const base = `/admin/${kind}s/${id}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link href={`${base}/preview`}>
          <Eye aria-hidden="true" /> Preview
        </Link>
      </Button>
      <Button asChild variant="outline">
        <a href={`/api/admin/${kind}s/${id}/pdf`} download>
          <Download aria-hidden="true" /> Download PDF
        </a>
      </Button>
      {canRevise ? (
        <Button asChild variant="outline">
          <Link href={`${base}/revise`}>
            <Pencil aria-hidden="true" /> Revise
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

import { DocumentFiguresTable } from "@/components/documents/document-figures-table";
import type { DocumentFigures } from "@/lib/money/documents/document-figures";

/** A sent document's lines and totals on its admin page, read-only: the customer's own rendering of its figures. */
export function DocumentLinesTable({ figures }: { figures: DocumentFigures }) {
  return <DocumentFiguresTable figures={figures} />;
}

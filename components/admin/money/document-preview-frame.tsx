import { ArrowLeft, Download } from "@/components/icons";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";

/**
 * Around a staff preview (issue 37): where it came from, its PDF, and a line saying whose view
 * this is. The document below it is the portal's own component with the portal's own data.
 */
export function DocumentPreviewFrame({
  title,
  backHref,
  backLabel,
  pdfHref,
  customerName,
  visibleToCustomer,
  children,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  pdfHref: string;
  customerName: string;
  visibleToCustomer: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <PageHeader
        title={title}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href={backHref}>
                <ArrowLeft aria-hidden="true" /> {backLabel}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <a href={pdfHref} download>
                <Download aria-hidden="true" /> Download PDF
              </a>
            </Button>
          </div>
        }
      />
      <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="preview-note">
        {visibleToCustomer
          ? `This is what ${customerName} sees in their portal.`
          : `A draft: ${customerName} will see this in their portal once it is sent.`}
      </p>
      <div className="mx-auto w-full max-w-4xl">{children}</div>
    </div>
  );
}

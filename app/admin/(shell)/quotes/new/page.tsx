import { FileText } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QuoteBuilder } from "@/components/admin/money/quote-builder";
import { PageHeader } from "@/components/admin/page-header";
import type { SearchParams } from "@/lib/foundation/list-params";
import { isUuid } from "@/lib/foundation/is-uuid";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";
import { getRequestForWork } from "@/lib/scheduling/service-requests/get-request-for-work";
import { quotePrefillFromRequest } from "@/lib/scheduling/service-requests/request-for-work";

export const metadata: Metadata = { title: "New quote" };

/** A new quote; `?request=<id>` writes it for a pending service request (saving accepts the request). */
export default async function NewQuotePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "quotes" });
  const [options, raw] = await Promise.all([listBuilderOptions(staff), searchParams]);
  const description = "Totals are calculated with your business's tax rate when you save.";

  if (raw.request !== undefined) {
    const request = typeof raw.request === "string" && isUuid(raw.request) ? await getRequestForWork(staff, raw.request) : null;
    if (!request) notFound();
    return (
      <>
        <PageHeader title={`Quote ${request.customerName}'s request`} icon={FileText} description={`Saving the draft accepts the request. ${description}`} />
        <QuoteBuilder options={options} initial={quotePrefillFromRequest(request)} requestId={request.id} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="New quote" icon={FileText} description={description} />
      <QuoteBuilder options={options} initial={{ customerId: "", heading: "", lines: [], discount: "", date: "", terms: "", notes: "" }} />
    </>
  );
}

import { NotFoundCard } from "@/components/portal/not-found-card";
import { VisitFeedbackView } from "@/components/portal/feedback/visit-feedback-view";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Rate your visit" };

type Props = { params: Promise<{ tenant: string; visitId: string }> };

/** The link of the "How was your visit?" email and notification: rate a completed visit, see the reply. */
export default async function VisitFeedbackPage({ params }: Props) {
  const { tenant, visitId } = await params;
  const { business, scope, isPreview } = await loadPortalContext(tenant);
  const data = await pageLoaders.feedback(scope, visitId, { preview: isPreview });
  if (!data) {
    return (
      <NotFoundCard
        title="Visit not found"
        text="The visit you're looking for doesn't exist or you don't have access to it."
        backHref="/services?tab=history"
        backLabel="Back to Service History"
      />
    );
  }
  return <VisitFeedbackView data={data} businessName={business.companyName} timeZone={business.timezone} />;
}

import { MessagesView } from "@/components/portal/messages/messages-view";
import { fullName } from "@/lib/format/names";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Messages" };

export default async function MessagesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, customer, scope, isPreview } = await loadPortalContext((await params).tenant);
  const conversation = await pageLoaders.messages(scope, { preview: isPreview });
  return (
    <MessagesView
      conversation={conversation}
      customerName={fullName(customer.firstName, customer.lastName)}
      businessName={business.companyName}
      timeZone={business.timezone}
    />
  );
}

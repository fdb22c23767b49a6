import { MessagesView } from "@/components/portal/messages/messages-view";
import { getDemoData } from "@/lib/demo/demo-data";
import { fullName } from "@/lib/format/names";

export const metadata = { title: "Messages" };

export default function DemoMessagesPage() {
  const data = getDemoData();
  return (
    <MessagesView
      conversation={data.conversation}
      customerName={fullName(data.customer.firstName, data.customer.lastName)}
      businessName={data.branding.companyName}
      timeZone={data.branding.timezone}
      basePath="/demo-portal"
      demo
    />
  );
}

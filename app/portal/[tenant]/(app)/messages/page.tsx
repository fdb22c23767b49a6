import { MessagesView } from "@/components/portal/messages/messages-view";
import { fullName } from "@/lib/format/names";
import { getCustomerConversation } from "@/lib/portal/get-customer-conversation";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { markConversationRead } from "@/lib/portal/mark-conversation-read";

export const metadata = { title: "Messages" };

export default async function MessagesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, customer, scope } = await loadPortalContext((await params).tenant);
  const conversation = await getCustomerConversation(scope);
  // Opening the page reads the conversation: record the receipts (spec §3 read_by).
  const read = new Set(await markConversationRead(scope, conversation.id));
  const messages = conversation.messages.map((m) => (read.has(m.id) ? { ...m, readBy: [...m.readBy, customer.id] } : m));
  return (
    <MessagesView
      conversation={{ ...conversation, messages }}
      customerName={fullName(customer.firstName, customer.lastName)}
      businessName={business.companyName}
      timeZone={business.timezone}
    />
  );
}

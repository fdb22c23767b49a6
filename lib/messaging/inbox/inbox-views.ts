/** Plain, serialisable shapes of the business inbox (client-safe). */
export type InboxRow = {
  conversationId: string;
  customerId: string;
  customerName: string;
  customerEmail: string | null;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  lastSenderType: "customer" | "system" | "business" | null;
  /** Customer messages no staff member has read yet. */
  unreadCount: number;
};

export type InboxPage = { rows: InboxRow[]; total: number };

export type InboxCustomer = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  servicePlan: string;
  outstandingBalanceCents: number;
};

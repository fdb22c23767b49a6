/**
 * The plain, serialisable shapes that portal screens receive. Loaders in lib/portal produce
 * them from the database; the public demo portal builds them from its own sample data, so
 * the same components render both. Dates are ISO strings ("YYYY-MM-DD" for date-only fields).
 */

/** Every customer-side operation is scoped to one customer of one business. */
export type PortalScope = { businessId: string; customerId: string };

export type PortalCustomer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  servicePlan: string;
  status: string;
  outstandingBalance: number;
};

export type PortalBranding = {
  companyName: string;
  companyLogo: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  businessAddress: string | null;
  themePrimaryColor: string;
  timezone: string;
};

export type LineItemView = { id: string; description: string; quantity: number; rate: number; amount: number };

export type QuoteSummary = {
  id: string;
  quoteNumber: string | null;
  title: string;
  status: string;
  subtotal: number;
  taxAmount: number;
  totalAmount: number;
  createdAt: string;
  validUntil: string | null;
  /** The first three line items (spec §9), in order. */
  lineItems: LineItemView[];
  lineItemCount: number;
};

export type QuoteDetail = Omit<QuoteSummary, "lineItems"> & {
  lineItems: LineItemView[];
  terms: string | null;
  notes: string | null;
  customerComment: string | null;
  respondedAt: string | null;
  customer: { firstName: string; lastName: string; email: string | null; address: string | null; city: string | null; state: string | null; zip: string | null };
};

export type InvoiceSummary = {
  id: string;
  invoiceNumber: string | null;
  description: string | null;
  status: string;
  subtotal: number;
  taxAmount: number;
  amount: number;
  invoiceDate: string;
  dueDate: string | null;
  paidDate: string | null;
};

export type InvoiceDetail = InvoiceSummary & {
  paymentInstructions: string | null;
  notes: string | null;
  customer: QuoteDetail["customer"];
};

export type ContractSignatureView = {
  signerName: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  contentSha256: string;
  signatureImage: string;
};

export type ContractView = {
  id: string;
  contractNumber: string | null;
  title: string;
  status: string;
  totalAmount: number;
  terms: string | null;
  content: string | null;
  createdAt: string;
  signedDate: string | null;
  quote: { id: string; quoteNumber: string | null } | null;
  customer: QuoteDetail["customer"];
  signature: ContractSignatureView | null;
  /** SHA-256 (hex) of the content as shown: signing is refused if the content changed since. */
  contentSha256: string;
};

export type ServiceView = {
  id: string;
  name: string;
  description: string | null;
  price: number | null;
  billingMethod: string;
  isRecurring: boolean;
  recurringInterval: string | null;
  durationMinutes: number | null;
};

export type SubscriptionView = {
  id: string;
  serviceId: string;
  serviceName: string;
  status: string;
  frequency: string | null;
  startDate: string;
  service: ServiceView | null;
};

export type JobPhotoView = { id: string; kind: "before" | "after"; url: string; caption: string | null };

export type JobView = {
  id: string;
  scheduledDate: string;
  status: string;
  notes: string | null;
  durationMinutes: number | null;
  serviceName: string | null;
  employee: { firstName: string; lastName: string } | null;
  photos: JobPhotoView[];
};

export type FileAttachmentView = { type: "file"; id: string; name: string; url: string; size: number; mime_type: string };
export type QuoteLinkView = { type: "quote_link"; quote_id: string; quote_number: string | null };
export type InvoiceLinkView = { type: "invoice_link"; invoice_id: string; invoice_number: string | null };
export type AttachmentView = FileAttachmentView | QuoteLinkView | InvoiceLinkView;

export type MessageView = {
  id: string;
  conversationId: string;
  senderId: string | null;
  senderType: "customer" | "system" | "business";
  content: string;
  messageType: "text" | "file";
  attachments: AttachmentView[];
  readBy: string[];
  createdAt: string;
  updatedAt: string;
};

export type ConversationView = { id: string; messages: MessageView[] };

export type NotificationView = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
};

export type NotificationFeed = { items: NotificationView[]; unreadCount: number };

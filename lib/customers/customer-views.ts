/** Plain, serialisable customer shapes for screens and documents (client-safe). */

/** The customer block printed on quotes, invoices and contracts ("Bill to"). */
export type DocumentCustomer = {
  firstName: string;
  lastName: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

/** Name, email, phone and postal address. */
export type CustomerContact = DocumentCustomer & { phone: string | null };

/** The customer's own account, as the portal shows it. */
export type PortalCustomer = CustomerContact & {
  id: string;
  servicePlan: string;
  status: string;
  outstandingBalanceCents: number;
};

/** One row of the admin customer list. */
export type CustomerListRow = Pick<CustomerContact, "firstName" | "lastName" | "email" | "phone" | "address" | "city"> & {
  id: string;
  status: string;
  portalAccessStatus: string;
  tags: string[];
  archived: boolean;
  outstandingBalanceCents: number;
  lastLogin: string | null;
  createdAt: string;
};

export type PropertyView = {
  id: string;
  label: string;
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  gateCode: string | null;
  pets: string | null;
  hazards: string | null;
  accessNotes: string | null;
  isPrimary: boolean;
};

/** The admin customer detail: the spec's customer fields plus what the business side needs. */
export type CustomerDetail = PortalCustomer & {
  /** The customer's home location (issue 38). */
  locationId: string;
  lastServiceDate: string | null;
  portalAccessStatus: string;
  lastLogin: string | null;
  tags: string[];
  notes: string | null;
  archivedAt: string | null;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  createdAt: string;
};

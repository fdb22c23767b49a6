import "server-only";
import { customers } from "@/db/schema";
import type { CustomerContact } from "./customer-views";

/**
 * The customer's column sets, each defined once (issue 42): a screen or a document that reads
 * a customer starts from one of these and adds what it alone needs.
 */
const nameColumns = { firstName: customers.firstName, lastName: customers.lastName, email: customers.email };
const addressColumns = { address: customers.address, city: customers.city, state: customers.state, zip: customers.zip };

/** The customer block printed on quotes, invoices and contracts. */
export const documentCustomerColumns = { ...nameColumns, ...addressColumns };

/** Name, email, phone and postal address: the contact card and the CSV's first columns. */
export const customerContactColumns = { ...nameColumns, phone: customers.phone, ...addressColumns };

/** The customer's own account as the portal shows it (spec §7 call 23) and the session carries. */
export const customerAccountColumns = {
  id: customers.id,
  ...customerContactColumns,
  servicePlan: customers.servicePlan,
  status: customers.status,
  outstandingBalanceCents: customers.outstandingBalanceCents,
};

/** A validated form's name, email, phone and address as the row's values (create, edit, the customer's own account). */
export const contactValuesOf = ({ firstName, lastName, email, phone, address, city, state, zip }: CustomerContact) => ({
  firstName,
  lastName,
  email,
  phone,
  address,
  city,
  state,
  zip,
});

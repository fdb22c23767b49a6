import "server-only";
import { customers } from "@/db/schema";

/** The customer block printed on quotes, invoices and contracts. */
export const documentCustomerColumns = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  address: customers.address,
  city: customers.city,
  state: customers.state,
  zip: customers.zip,
};

import { centsToDollars } from "@/lib/format/money";
import type { SessionCustomer } from "./sessions";

/** The spec's customer object at the HTTP boundary (§3 field names; user_id is the business). */
export type CustomerJson = {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  service_plan: string;
  status: string;
  outstanding_balance: number;
  portal_access_status: string;
};

export function toCustomerJson(customer: SessionCustomer): CustomerJson {
  return {
    id: customer.id,
    user_id: customer.businessId,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    service_plan: customer.servicePlan,
    status: customer.status,
    outstanding_balance: centsToDollars(customer.outstandingBalanceCents),
    portal_access_status: customer.portalAccessStatus,
  };
}

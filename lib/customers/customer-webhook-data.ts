/** The customer as webhooks describe it (snake_case, no notes or portal details), with their home location (issue 38 item 6). */
export function customerWebhookData(customer: { id: string; locationId: string; firstName: string; lastName: string; email: string | null; phone: string | null }) {
  return { id: customer.id, location_id: customer.locationId, first_name: customer.firstName, last_name: customer.lastName, email: customer.email, phone: customer.phone };
}

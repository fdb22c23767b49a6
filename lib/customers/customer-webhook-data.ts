/** The customer as webhooks describe it (snake_case, no notes or portal details). */
export function customerWebhookData(customer: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null }) {
  return { id: customer.id, first_name: customer.firstName, last_name: customer.lastName, email: customer.email, phone: customer.phone };
}

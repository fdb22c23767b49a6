/**
 * The scopes every domain operation takes (DESIGN.md "One domain layer"): the business is
 * always in the WHERE clause; customer-facing operations also name the customer.
 */
export type BusinessScope = { businessId: string };

/** Every customer-side operation is scoped to one customer of one business. */
export type CustomerScope = { businessId: string; customerId: string };

import { sql, type SQL } from "drizzle-orm";

/**
 * The tax rate, in percent, of a customer's location when that location sets its own (issue 38:
 * a branch in another county or state); null when it does not, and the business's rate applies.
 * Read as a column of a select from `customers`, in the statement that reads the customer.
 * Qualified by hand: in a one-table select Drizzle writes its columns bare, and a bare
 * "business_id" here would be the location's own.
 */
export function locationTaxRatePercentSql(): SQL<number | null> {
  return sql<number | null>`(select l.tax_rate_bps / 100.0 from locations l where l.business_id = "customers"."business_id" and l.id = "customers"."location_id")`.mapWith(
    Number,
  );
}

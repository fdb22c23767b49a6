/**
 * What the statement form and route say, and the range's shape — zod-free, so the client form
 * that imports them does not carry the validation library into the portal's first load.
 */

/** A statement's calendar days in the business's time zone, 'YYYY-MM-DD', both inclusive. */
export type StatementRange = { from: string; to: string };

export const STATEMENT_DATE_MESSAGE = "must be a date, YYYY-MM-DD";
export const STATEMENT_RANGE_ORDER_MESSAGE = "The start date must be on or before the end date";

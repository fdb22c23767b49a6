import { sql } from "drizzle-orm";
import { invoices, quotes } from "@/db/schema";
import type { FigureLine, Settlement } from "./document-figures";

/**
 * The SQL that reads what a document's figures are composed from (document-figures.ts), as
 * correlated subqueries on the outer "quotes" / "invoices" row: a query that selects a document —
 * or a page of them — reads its lines and settlements in the same statement, scoped by the row's
 * own business_id (served by the (business, document) indexes). Spelled out by hand: inside a
 * subquery an unqualified column would bind to the inner table. Not server-only: the worker's
 * invoice emails read them too.
 */
const linesOf = (table: "quote_line_items" | "invoice_line_items", parent: "quotes" | "invoices", key: "quote_id" | "invoice_id") =>
  sql<FigureLine[]>`coalesce((
    select json_agg(json_build_object('id', li.id, 'description', li.description, 'quantity', li.quantity,
                                      'rateCents', li.rate_cents, 'amountCents', li.amount_cents) order by li.position, li.id)
    from ${sql.raw(table)} li
    where li.business_id = ${sql.raw(`"${parent}"."business_id"`)} and li.${sql.raw(key)} = ${sql.raw(`"${parent}"."id"`)}
  ), '[]'::json)`;

/** Every line of the outer "quotes" row, in order. */
export const quoteLinesSql = () => linesOf("quote_line_items", "quotes", "quote_id");

/** Every line of the outer "invoices" row, in order. */
export const invoiceLinesSql = () => linesOf("invoice_line_items", "invoices", "invoice_id");

/**
 * The outer "invoices" row's settlements, oldest first: its payment, refund, credit and void
 * ledger entries with the business's calendar day, a payment's method, and a credit's reason
 * (the only memo written for the customer). The issue entry and revisions change what is owed,
 * not what is settled, so they are not among them. A draft made from a quote holds its credited
 * deposits outside the ledger until it is issued (credit-quote-deposits.ts): they are listed after
 * the ledger's entries as "deposit" settlements of what was credited, so the draft shows them too.
 */
export const invoiceSettlementsSql = () => sql<Settlement[]>`coalesce((
    select json_agg(json_build_object('id', l.id,
                                      'kind', case when l.kind = 'payment' and p.quote_id is not null then 'deposit' else l.kind end,
                                      'amountCents', l.amount_cents,
                                      'day', to_char(l.created_at at time zone b.timezone, 'YYYY-MM-DD'),
                                      'reason', case when l.kind = 'credit' then l.memo end, 'method', p.method) order by l.created_at, l.id)
    from ledger_entries l
    join businesses b on b.id = l.business_id
    left join payments p on p.business_id = l.business_id and p.id = l.payment_id
    where l.business_id = "invoices"."business_id" and l.invoice_id = "invoices"."id"
      and l.kind in ('payment', 'refund', 'credit', 'void')
  ), '[]'::json)::jsonb || coalesce((
    select jsonb_agg(jsonb_build_object('id', p.id, 'kind', 'deposit', 'amountCents', -(p.amount_cents - p.refunded_before_invoice_cents),
                                        'day', to_char(coalesce(p.paid_at, p.created_at) at time zone b.timezone, 'YYYY-MM-DD'),
                                        'reason', null, 'method', p.method) order by p.created_at, p.id)
    from payments p
    join businesses b on b.id = p.business_id
    where p.business_id = "invoices"."business_id" and p.invoice_id = "invoices"."id" and p.quote_id is not null
      and p.status = 'succeeded'
      and not exists (select 1 from ledger_entries l where l.business_id = p.business_id and l.payment_id = p.id)
  ), '[]'::jsonb)`;

/**
 * The outer "quotes" row's deposits received (issue 37 item 3), oldest first — still listed once
 * credited to the quote's invoice: each deposit as a "deposit" settlement (−), and what of it was
 * refunded as a "refund" (+) — what was refunded before any invoice held it as one row
 * `refund-<payment id>` (payments.refunded_before_invoice_cents), then its `refund` ledger entries.
 */
export const quoteDepositsSql = () => sql<Settlement[]>`coalesce((
    select json_agg(e.settlement order by e.at, e.ord, e.id)
    from (
      select p.id::text as id, coalesce(p.paid_at, p.created_at) as at, 0 as ord,
             json_build_object('id', p.id, 'kind', 'deposit', 'amountCents', -p.amount_cents,
                               'day', to_char(coalesce(p.paid_at, p.created_at) at time zone b.timezone, 'YYYY-MM-DD'),
                               'reason', null, 'method', p.method) as settlement
      from payments p
      join businesses b on b.id = p.business_id
      where p.business_id = "quotes"."business_id" and p.quote_id = "quotes"."id" and p.status in ('succeeded', 'refunded')
      union all
      select r.id, r.at, 1, json_build_object('id', r.id, 'kind', 'refund', 'amountCents', r.cents,
                               'day', to_char(r.at at time zone b.timezone, 'YYYY-MM-DD'), 'reason', null, 'method', r.method)
      from (
        select l.id::text, l.business_id, l.created_at as at, l.amount_cents as cents, p.method
        from payments p
        join ledger_entries l on l.business_id = p.business_id and l.payment_id = p.id and l.kind = 'refund'
        where p.business_id = "quotes"."business_id" and p.quote_id = "quotes"."id"
        union all
        select 'refund-' || p.id, p.business_id, coalesce(p.refunded_at, p.created_at), p.refunded_before_invoice_cents, p.method
        from payments p
        where p.business_id = "quotes"."business_id" and p.quote_id = "quotes"."id" and p.refunded_before_invoice_cents > 0
      ) r
      join businesses b on b.id = r.business_id
    ) e
  ), '[]'::json)`;

/** What a quote's figures are composed from (figures-of-rows.ts quoteFigures), selected with the quote. */
export const quoteFigureColumns = () => ({
  subtotalCents: quotes.subtotalCents,
  discountCents: quotes.discountCents,
  taxAmountCents: quotes.taxAmountCents,
  totalAmountCents: quotes.totalAmountCents,
  depositAmountCents: quotes.depositAmountCents,
  depositPercentBps: quotes.depositPercentBps,
  lines: quoteLinesSql(),
  deposits: quoteDepositsSql(),
});

/** What an invoice's figures are composed from (figures-of-rows.ts invoiceFigures), selected with the invoice. */
export const invoiceFigureColumns = () => ({
  subtotalCents: invoices.subtotalCents,
  discountCents: invoices.discountCents,
  taxAmountCents: invoices.taxAmountCents,
  amountCents: invoices.amountCents,
  amountPaidCents: invoices.amountPaidCents,
  lines: invoiceLinesSql(),
  settlements: invoiceSettlementsSql(),
});

/**
 * The pricing rule's zod schema and its mappings, fetched after the page's first load (zod is
 * ~30 kB gzip, docs/decisions/performance-first-load-js.md): the preview asks for it on mount,
 * the form again on submit (the same promise, so once).
 */
let loading: Promise<typeof import("@/lib/booking/pricing/pricing-rule-schema")> | null = null;
export const loadPricingSchema = () => (loading ??= import("@/lib/booking/pricing/pricing-rule-schema"));
export type PricingSchemaModule = Awaited<ReturnType<typeof loadPricingSchema>>;

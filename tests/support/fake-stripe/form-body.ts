/**
 * Parses the form-encoded bodies the Stripe SDK sends (`metadata[invoice_id]=…`,
 * `line_items[0][price_data][unit_amount]=…`) into nested objects and arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      if (last) {
        (node as Record<string | number, unknown>)[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]);
      const existing = (node as Record<string | number, unknown>)[key];
      const child = existing ?? (nextIsIndex ? [] : {});
      (node as Record<string | number, unknown>)[key] = child;
      node = child as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

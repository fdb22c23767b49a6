/** Request header that proxy.ts sets to the tenant key of a tenant host (never client-supplied). */
export const TENANT_HEADER = "x-serviceloop-tenant";

import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";

/**
 * Settings → Domain, the client-safe part: what a custom domain may look like and the TXT record
 * that proves the owner controls it. The record lives under its own label (`_serviceloop.`), so
 * it never clashes with the domain's CNAME to us.
 */
export const CUSTOM_DOMAIN_MESSAGES = {
  shape: "Enter a domain like portal.example.com (no http:// and no path)",
  ours: "Use your own domain; your ServiceLoop address is set under Portal",
  taken: "This domain is already used by another business",
  notFound: "We could not find the TXT record yet. DNS changes can take a few minutes to an hour; try again later.",
  mismatch: "The TXT record was found but its value does not match. Copy the value shown here exactly.",
  lookupFailed: "We could not look up this domain's DNS right now. Try again in a minute.",
  noDomain: "Add a domain first",
  reenter: "Enter the domain again to get its TXT record",
} as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Lower-cased, without a trailing dot; null when it cannot be a public host name. */
export function normalizeCustomDomain(raw: string): string | null {
  const domain = raw.trim().toLowerCase().replace(/\.$/, "");
  if (domain.length < 4 || domain.length > 253 || IPV4.test(domain)) return null;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // The last label is a top-level domain: letters only (or an IDN's xn-- form).
  const tld = labels[labels.length - 1];
  if (!/^[a-z]{2,63}$/.test(tld) && !tld.startsWith("xn--")) return null;
  return domain;
}

export const customDomainSchema = z.object({
  domain: z
    .string({ error: GENERIC_MESSAGES.required })
    .trim()
    .min(1, { error: GENERIC_MESSAGES.required })
    .transform((value, ctx) => {
      const domain = normalizeCustomDomain(value);
      if (domain) return domain;
      ctx.addIssue({ code: "custom", message: CUSTOM_DOMAIN_MESSAGES.shape });
      return z.NEVER;
    }),
});
export type CustomDomainInput = z.output<typeof customDomainSchema>;

export const VERIFICATION_PREFIX = "serviceloop-verify=";

/** The TXT record the owner adds: name and value. */
export function verificationRecord(domain: string, token: string): { name: string; value: string } {
  return { name: `_serviceloop.${domain}`, value: `${VERIFICATION_PREFIX}${token}` };
}

/** Subdomains that belong to the platform itself and can never name a tenant. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www", "app", "api", "admin", "superadmin", "mail", "email", "smtp", "imap", "pop", "static", "assets",
  "cdn", "media", "files", "img", "images", "auth", "login", "signin", "signup", "register", "account",
  "accounts", "billing", "pay", "payments", "status", "help", "support", "docs", "blog", "dev", "staging",
  "test", "demo", "demo-portal", "portal", "dashboard", "internal", "ns", "ns1", "ns2", "ftp", "webmail",
  "serviceloop", "root", "system", "security", "careers", "about", "pricing", "features", "waitlist",
]);

/** Hosts under the apex that serve the main app rather than a tenant. */
export const MAIN_APP_SUBDOMAINS: ReadonlySet<string> = new Set(["www", "app"]);

export function isReservedSubdomain(label: string): boolean {
  return RESERVED_SUBDOMAINS.has(label.toLowerCase());
}

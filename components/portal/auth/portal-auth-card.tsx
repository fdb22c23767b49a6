import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";

/**
 * The branded frame of the portal's public screens (/login, /register): the business's
 * secondary colour at low opacity behind a card with its logo and name.
 */
export function PortalAuthCard({
  business,
  subtitle,
  wide = false,
  children,
}: {
  business: Pick<PortalBusiness, "companyName" | "companyLogo" | "themePrimaryColor" | "themeSecondaryColor">;
  subtitle: string;
  /** A longer form (/book) takes a wider card on larger screens. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <main className="relative isolate flex min-h-screen items-center justify-center p-4 sm:p-6">
      <div
        aria-hidden
        data-testid="portal-auth-background"
        className="absolute inset-0 -z-10 opacity-20"
        style={{ backgroundColor: "var(--brand-secondary)" }}
      />
      <div className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-xl border bg-white p-6 shadow-sm sm:p-8`}>
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {business.companyLogo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={business.companyLogo} alt={`${business.companyName} logo`} className="h-14 w-auto" />
          ) : null}
          <h1 className="text-2xl font-semibold" style={{ color: "var(--brand)" }}>
            {business.companyName}
          </h1>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

import { requirePortalBusiness } from "@/lib/tenants/require-portal-business";

export const metadata = { title: "Sign in" };

export default async function PortalLoginPage({ params }: { params: Promise<{ tenant: string }> }) {
  const business = await requirePortalBusiness((await params).tenant);
  return (
    <main
      className="flex min-h-screen items-center justify-center p-6"
      style={{ backgroundColor: `color-mix(in srgb, ${business.themeSecondaryColor} 30%, white)` }}
    >
      <div className="w-full max-w-md rounded-xl border bg-white p-8 shadow-sm">
        <div className="flex flex-col items-center gap-3 text-center">
          {business.companyLogo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={business.companyLogo} alt={`${business.companyName} logo`} className="h-14 w-auto" />
          ) : null}
          <h1 className="text-2xl font-semibold" style={{ color: business.themePrimaryColor }}>
            {business.companyName}
          </h1>
          <p className="text-sm text-muted-foreground">Sign in to your customer portal</p>
        </div>
      </div>
    </main>
  );
}

import { Building2 } from "lucide-react";

/** Spec §2: shown for an unknown business, a disabled portal, an invalid domain or a lookup error. */
export function BusinessNotFound({ subdomain, mainSiteUrl }: { subdomain: string | null; mainSiteUrl: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-xl border bg-white p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-slate-100">
          <Building2 className="size-6 text-slate-500" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold">Business Not Found</h1>
        {subdomain ? (
          <p className="mt-2 font-mono text-sm text-slate-600" data-testid="not-found-subdomain">
            {subdomain}
          </p>
        ) : null}
        <p className="mt-4 text-slate-600">
          This business may not exist, may not be using the product, or the portal may not be enabled.
        </p>
        <a
          href={mainSiteUrl}
          className="mt-6 inline-flex h-10 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none"
        >
          Go to ServiceLoop
        </a>
      </div>
    </main>
  );
}

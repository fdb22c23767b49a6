/**
 * Spec §2: shown for an unknown business, a disabled portal, an invalid domain or a lookup error.
 * Plain markup, no icon: the portal's not-found boundary is in every portal page's flight data,
 * where an icon cost its whole path data (issue 15: HTML of a portal page ≤ 35 kB).
 */
export function BusinessNotFound({ subdomain, mainSiteUrl }: { subdomain: string | null; mainSiteUrl: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-xl border bg-white p-8 text-center shadow-sm">
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
          className="ui-dark-link"
        >
          Go to ServiceLoop
        </a>
      </div>
    </main>
  );
}

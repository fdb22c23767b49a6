export const metadata = { title: "Page not found" };

/**
 * The last-resort 404 (a `notFound()` outside the marketing site with no closer boundary).
 * Server-rendered with no client components on purpose: the root not-found is in every page's
 * tree, so anything interactive here would be first-load JS on every page. The marketing site's
 * own 404 is (marketing)/not-found.tsx.
 */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold tracking-wide text-blue-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-950">Page not found</h1>
      <p className="mt-3 text-slate-600">Sorry, we couldn&apos;t find the page you&apos;re looking for.</p>
      <a href="/" className="ui-primary-link">
        Back to home
      </a>
    </main>
  );
}

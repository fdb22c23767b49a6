import { Button } from "@/components/ui/button";

/**
 * Shown when a page could not reach the database (issue 44 item 3): the service is down for a
 * moment, not the business gone ("Business Not Found") nor the visitor's access broken. Try
 * again reloads the page: a plain link to the same address, so it needs no script and the
 * component renders on the server (the portal's tenant layout) as well as in error boundaries.
 */
export function TemporarilyUnavailable() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold">Temporarily unavailable</h1>
        <p className="mt-2 text-sm text-muted-foreground">We could not load this page just now. Please try again in a few seconds.</p>
        <div className="mt-6 flex justify-center">
          <Button asChild>
            {/* An empty href is the page's own address: following it loads the page again. */}
            <a href="">Try again</a>
          </Button>
        </div>
      </div>
    </main>
  );
}

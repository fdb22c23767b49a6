/**
 * The last-resort 403 (a `forbidden()` with no closer boundary; the admin shell has its own).
 * Next's default for it (and for 401) is in every page's flight data once auth interrupts are
 * on; this one is a few words, no client code.
 */
export default function Forbidden() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">You don&apos;t have access to this page</h1>
      <a href="/" className="mt-6 inline-block underline">
        Back to home
      </a>
    </main>
  );
}

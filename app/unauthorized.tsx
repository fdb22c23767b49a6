/** The last-resort 401 (`unauthorized()`; nothing calls it today): see app/forbidden.tsx. */
export default function Unauthorized() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Please sign in to see this page</h1>
      <a href="/" className="mt-6 inline-block underline">
        Back to home
      </a>
    </main>
  );
}

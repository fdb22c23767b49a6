export const metadata = { title: "Sign in" };

export default function AuthPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-8">
      <h1 className="text-2xl font-semibold">Sign in to ServiceLoop</h1>
    </main>
  );
}

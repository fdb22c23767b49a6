export default function LandingPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold tracking-tight">ServiceLoop</h1>
      <p className="text-xl text-muted-foreground">less churn, more earn</p>
    </main>
  );
}

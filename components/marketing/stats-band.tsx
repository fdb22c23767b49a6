import { STATS } from "@/lib/marketing/features";

export function StatsBand() {
  return (
    <section aria-labelledby="stats-title" className="bg-blue-900 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          What a branded portal does for a recurring business
        </h2>
        <dl className="mt-10 grid gap-8 text-center sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-white/10 px-6 py-8 ring-1 ring-white/15">
              <dt className="order-2 mt-2 text-base text-blue-100">{stat.label}</dt>
              <dd className="order-1 text-5xl font-bold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Brand your portal",
    body: "Upload your logo, pick your colours and choose a subdomain — or point your own domain at ServiceLoop.",
  },
  {
    title: "Bring your customers",
    body: "Import your customer list, add services and prices, and send portal invitations by email in one go.",
  },
  {
    title: "Run the loop",
    body: "Schedule visits, send quotes and invoices, and let customers approve, sign, pay and message from their phones.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-title" eyebrow="How it works" title="Live in an afternoon" />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-blue-800 text-sm font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-950">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

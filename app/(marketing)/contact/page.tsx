import { Clock, Mail, MessageSquare } from "@/components/icons";
import { ContactForm } from "@/components/marketing/contact-form";
import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Contact us",
  description:
    "Questions about ServiceLoop, a demo for your team, pricing or support: send us a message and a real person replies within one business day.",
  path: "/contact",
});

const CHANNELS = [
  { icon: MessageSquare, title: "Book a demo", body: "Choose “Schedule a demo” as the topic and we'll walk you through the portal with your own services." },
  { icon: Clock, title: "Response time", body: "Within one business day, Monday to Friday, 8 AM – 6 PM Eastern." },
  { icon: Mail, title: "Security reports", body: "Found a vulnerability? Write to security@serviceloop.test — see our security page." },
];

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Talk to the people building ServiceLoop"
        description="Demo requests, pricing questions, feedback from the field — it all lands with the founding team."
      />
      <section className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <ul className="space-y-8">
          {CHANNELS.map((channel) => (
            <li key={channel.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-800">
                <channel.icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-semibold text-slate-950">{channel.title}</h2>
                <p className="mt-1 text-sm text-slate-600">{channel.body}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </section>
    </>
  );
}

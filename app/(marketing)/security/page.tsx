import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Building2, FileLock2, KeyRound, Lock, ShieldCheck, Timer, Upload, UserCheck } from "@/components/icons";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Security",
  description:
    "How ServiceLoop protects businesses and their customers: tenant isolation, argon2id passwords, hashed session tokens, rate limiting, checked uploads, signed contracts and responsible disclosure.",
  path: "/security",
});

const PRACTICES = [
  {
    icon: Building2,
    title: "Every business is walled off",
    body: "Each record belongs to one business, and every query is scoped to that business on the server. A customer sees only their own quotes, invoices, contracts and messages; an employee only what their permissions allow.",
  },
  {
    icon: KeyRound,
    title: "Passwords hashed with argon2id",
    body: "We never store passwords, only argon2id hashes — the algorithm recommended by OWASP for password storage.",
  },
  {
    icon: Lock,
    title: "Tokens stored hashed",
    body: "Portal sessions, invitation links and reset links are long random tokens; we keep only their hashes, so a copy of the database can't be used to sign in.",
  },
  {
    icon: Timer,
    title: "Sessions that expire",
    body: "Customer sessions live in a secure, HTTP-only cookie on the business's own portal host and end after 2 hours of inactivity or 24 hours at most.",
  },
  {
    icon: UserCheck,
    title: "Brute-force protection",
    body: "Sign-in, sign-up, invitation and public forms are rate-limited per account and per network address.",
  },
  {
    icon: Upload,
    title: "Checked uploads",
    body: "Files are limited to 10 MB, their type is checked from their content rather than their name, and they are only ever served to people allowed to see them.",
  },
  {
    icon: FileLock2,
    title: "Tamper-evident contracts",
    body: "A signed contract records the signer, time, IP address and a SHA-256 fingerprint of the exact text, and can't be edited afterwards.",
  },
  {
    icon: ShieldCheck,
    title: "No user HTML",
    body: "Text typed by users — messages, notes, names — is always displayed as text, never interpreted as HTML.",
  },
];

export default function SecurityPage() {
  return (
    <>
      <PageHeader
        eyebrow="Security"
        title="Your customers trust you. You can trust us."
        description="Service businesses hand us their customer lists and their customers hand us their details. Here is how we protect both."
      />
      <PageSection>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PRACTICES.map((practice) => (
            <li key={practice.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <practice.icon className="size-6 text-blue-800" aria-hidden="true" />
              <h2 className="mt-4 font-semibold text-slate-950">{practice.title}</h2>
              <p className="mt-2 text-sm leading-6 text-slate-600">{practice.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection className="max-w-3xl pt-0" aria-labelledby="disclosure-title">
        <div className="rounded-3xl bg-slate-950 p-8 text-slate-200">
          <h2 id="disclosure-title" className="text-2xl font-bold text-white">
            Report a vulnerability
          </h2>
          <p className="mt-4 leading-7">
            If you believe you&apos;ve found a security issue, email{" "}
            <a href="mailto:security@serviceloop.test" className="font-semibold text-white underline underline-offset-4">
              security@serviceloop.test
            </a>{" "}
            with the steps to reproduce it. We reply within two business days, keep you updated until it&apos;s fixed, and
            won&apos;t take action against good-faith research that avoids other people&apos;s data and doesn&apos;t disrupt
            the service.
          </p>
          <p className="mt-4 leading-7">
            Questions about how we handle data? Use the{" "}
            <Link href="/contact" className="font-semibold text-white underline underline-offset-4">
              contact form
            </Link>
            .
          </p>
        </div>
      </PageSection>
    </>
  );
}

import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";

export const metadata: Metadata = { title: "Security testing" };

/** The security controls in place and how each is tested (a checklist for the operator). */
const CONTROLS = [
  { control: "Passwords hashed with argon2id", check: "lib/security/passwords.ts; no plain password is ever stored." },
  { control: "Sign-in throttled per account and per IP", check: "10 failures in 15 minutes → 'Account temporarily blocked. Please try again later.'" },
  { control: "Sign-in answers do not reveal whether an email exists", check: "Unknown emails and wrong passwords get the same message and cost the same hashing work." },
  { control: "Server-side access checks on every page, action and handler", check: "Staff pages re-read membership and permissions from the database; a denied page answers 403." },
  { control: "Tenant isolation", check: "Every tenant query is scoped by business id inside its WHERE clause." },
  { control: "Invitation and session tokens", check: "32 random bytes, stored only as SHA-256; invitations are single use and expire after 7 days." },
  { control: "Redirect targets stay on our hosts", check: "callbackUrl accepts only same-origin paths; customer portal links are built from the apex." },
  { control: "Separate superadmin sign-in", check: "/superadmin/login admits only superadmin accounts; a business owner is refused." },
  { control: "Uploads", check: "At most 10 MB, type checked by content, served through an authorising route." },
  { control: "No user text rendered as HTML", check: "React escapes output; emails in the outbox are shown as plain text." },
];

export default async function SuperadminSecurityTestingPage() {
  await requireSuperadmin();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Security testing</h1>
      <ul className="grid gap-3">
        {CONTROLS.map((item) => (
          <li key={item.control} className="flex gap-3 rounded-xl border bg-white p-4">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            <div>
              <p className="font-medium">{item.control}</p>
              <p className="text-sm text-muted-foreground">{item.check}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

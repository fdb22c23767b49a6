import type { Metadata } from "next";
import { auth } from "@/auth";
import { AuthCard } from "@/components/auth/auth-card";
import { SignedInWithoutAccess } from "@/components/auth/signed-in-without-access";
import { googleConfigured } from "@/lib/identity/staff/auth-options";
import { safeCallbackPath } from "@/lib/identity/staff/safe-callback";
import { findBusinessInvitation } from "@/lib/platform/waitlist/find-business-invitation";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Auth.js sends refused OAuth / direct-post sign-ins back here with ?error=. */
function messageForAuthError(error: string | undefined): string | null {
  if (!error) return null;
  return error === "CredentialsSignin" ? "Invalid email or password" : "Authentication failed";
}

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const session = await auth();
  // Known types never get here (proxy.ts sends them to their dashboard); an unknown one may.
  // A waitlist invitation link (/auth?tab=signup&invite=…) prefills the Sign Up tab.
  const inviteToken = first(params.invite);
  const pending = inviteToken ? await findBusinessInvitation(inviteToken) : null;
  const invitation = pending && inviteToken ? { token: inviteToken, email: pending.email, companyName: pending.companyName, firstName: pending.firstName, lastName: pending.lastName } : null;
  const signedInWithoutAccess = Boolean(session?.user?.id && session.user.userType === "unknown");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-4 sm:p-8">
      {signedInWithoutAccess ? <SignedInWithoutAccess email={session?.user?.email ?? ""} /> : null}
      <AuthCard
        callbackUrl={safeCallbackPath(first(params.callbackUrl))}
        googleEnabled={googleConfigured()}
        initialTab={first(params.tab) === "signup" ? "signup" : "signin"}
        errorMessage={messageForAuthError(first(params.error)) ?? (inviteToken && !invitation ? "This invitation link is invalid or has expired." : null)}
        invitation={invitation}
      />
    </main>
  );
}

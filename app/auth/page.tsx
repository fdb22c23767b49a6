import type { Metadata } from "next";
import { auth } from "@/auth";
import { AuthCard } from "@/components/auth/auth-card";
import { SignedInWithoutAccess } from "@/components/auth/signed-in-without-access";
import { googleConfigured } from "@/lib/auth/auth-options";
import { safeCallbackPath } from "@/lib/auth/safe-callback";

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
  const signedInWithoutAccess = Boolean(session?.user?.id && session.user.userType === "unknown");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-4 sm:p-8">
      {signedInWithoutAccess ? <SignedInWithoutAccess email={session?.user?.email ?? ""} /> : null}
      <AuthCard
        callbackUrl={safeCallbackPath(first(params.callbackUrl))}
        googleEnabled={googleConfigured()}
        initialTab={first(params.tab) === "signup" ? "signup" : "signin"}
        errorMessage={messageForAuthError(first(params.error))}
      />
    </main>
  );
}

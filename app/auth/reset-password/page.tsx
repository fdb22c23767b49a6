import type { Metadata } from "next";
import Link from "next/link";
import { RequestPasswordResetForm, ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Reset password" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Staff password reset: without a token, "Forgot password?" (email a link); with the emailed
 * link's token, the new-password form. The token is checked only when spent, so this page
 * tells nothing about it.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-4 sm:p-8">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">{token ? "Choose a new password" : "Reset your password"}</h1>
          </CardTitle>
          <CardDescription>
            {token ? "Setting a new password signs you out everywhere." : "Enter the email you sign in with, and we'll send you a link to choose a new password."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {token ? <ResetPasswordForm token={token} /> : <RequestPasswordResetForm />}
          <Link href="/auth" className="text-center text-sm text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

import { ShieldCheck } from "@/components/icons";
import type { Metadata } from "next";
import { SuperadminLoginForm } from "@/components/superadmin/superadmin-login-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Superadmin sign in" };

/** Public (spec §2); separate from /auth. Signed-in superadmins are sent on by proxy.ts. */
export default function SuperadminLoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <ShieldCheck className="mx-auto size-8 text-primary" aria-hidden="true" />
          <CardTitle>
            <h1 className="text-xl font-bold">Superadmin sign in</h1>
          </CardTitle>
          <CardDescription>Platform operators only.</CardDescription>
        </CardHeader>
        <CardContent>
          <SuperadminLoginForm />
        </CardContent>
      </Card>
    </main>
  );
}

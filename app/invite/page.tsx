import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ROLE_TEMPLATE_LABELS } from "@/lib/identity/permissions";
import { INVALID_INVITATION_MESSAGE } from "@/lib/employees/accept-employee-invitation";
import { findEmployeeInvitation } from "@/lib/employees/find-employee-invitation";

export const metadata: Metadata = { title: "Join your team", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Employee invitation acceptance (main host): set a password, then straight to the dashboard. */
export default async function InvitePage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const invitation = token ? await findEmployeeInvitation(token) : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        {invitation && token ? (
          <>
            <CardHeader>
              <CardTitle>
                <h1 className="text-2xl font-bold tracking-tight">Join {invitation.businessName}</h1>
              </CardTitle>
              <CardDescription>
                You were invited as {invitation.roleTemplate ? ROLE_TEMPLATE_LABELS[invitation.roleTemplate] : "Employee"}. Set your name and a
                password to finish.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AcceptInvitationForm token={token} email={invitation.email} />
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <CardTitle>
                <h1 className="text-2xl font-bold tracking-tight">Invitation not valid</h1>
              </CardTitle>
              <CardDescription>{INVALID_INVITATION_MESSAGE} Ask the person who invited you to send a new one.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link href="/auth">Go to sign in</Link>
              </Button>
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
}

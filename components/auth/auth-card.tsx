"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { googleSignInAction } from "@/lib/public/actions/google-sign-in";
import { SignInForm } from "./sign-in-form";
import { SignUpForm, type SignUpInvitation } from "./sign-up-form";

/** /auth: Sign In and Sign Up tabs, and Google when it is configured. */
export function AuthCard({
  callbackUrl,
  googleEnabled,
  initialTab,
  errorMessage,
  invitation = null,
}: {
  callbackUrl: string | null;
  googleEnabled: boolean;
  initialTab: "signin" | "signup";
  errorMessage: string | null;
  invitation?: SignUpInvitation | null;
}) {
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage);
  }, [errorMessage]);

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-bold tracking-tight">ServiceLoop</h1>
        </CardTitle>
        <CardDescription>Sign in to manage your business, or create an account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Tabs defaultValue={initialTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="pt-4">
            <SignInForm callbackUrl={callbackUrl} />
          </TabsContent>
          <TabsContent value="signup" className="pt-4">
            <SignUpForm invitation={invitation} />
          </TabsContent>
        </Tabs>
        {googleEnabled ? (
          <form
            action={async (formData) => {
              await googleSignInAction({ callbackUrl: formData.get("callbackUrl") });
            }}
            className="grid gap-4"
          >
            <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <input type="hidden" name="callbackUrl" value={callbackUrl ?? ""} />
            <Button type="submit" variant="outline" className="w-full">
              <GoogleMark />
              Continue with Google
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9H1.4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  );
}

"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** Spec §2 "/login": one screen, tabs Sign In and Sign Up. */
export function LoginTabs({ portalSubdomain, email }: { portalSubdomain: string; email?: string }) {
  return (
    <Tabs defaultValue="signin" className="gap-4">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <SignInForm portalSubdomain={portalSubdomain} email={email} />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm portalSubdomain={portalSubdomain} />
      </TabsContent>
    </Tabs>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/admin/actions/account/sign-out";

/** A session whose user has no business, portal or superadmin access (user type unknown). */
export function SignedInWithoutAccess({ email }: { email: string }) {
  const router = useRouter();
  return (
    <div role="status" className="flex w-full max-w-md flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p>
        You are signed in{email ? ` as ${email}` : ""}, but this account has no access to a business yet.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={async () => {
          const result = await signOutAction();
          if (result.ok) toast.success("Signed out successfully");
          else toast.error("Error signing out");
          router.refresh();
        }}
      >
        Sign out
      </Button>
    </div>
  );
}

"use client";

import { LogOut } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { logoutCustomer } from "@/lib/portal/actions/logout-customer";

/** Portal logout (spec §8): success or failure, the visitor ends up signed out on /login. */
export function LogoutButton({ children, ...props }: Omit<ButtonProps, "onClick" | "asChild">) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function logout() {
    startTransition(async () => {
      let ok = false;
      try {
        ok = (await logoutCustomer()).ok;
      } catch {
        ok = false;
      }
      if (ok) {
        toast.success("Logged out successfully");
      } else {
        // Second route to the same end: the API's logout also expires the cookie.
        await fetch("/api/customer-portal-auth", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "logout" }),
        }).catch(() => undefined);
        toast.error("Logout failed, but you have been signed out locally");
      }
      router.replace("/login");
      router.refresh();
    });
  }

  return (
    <Button variant="ghost" {...props} onClick={logout} disabled={pending || props.disabled}>
      {children ?? (
        <>
          <LogOut aria-hidden="true" />
          Logout
        </>
      )}
    </Button>
  );
}

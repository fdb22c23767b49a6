"use client";

import { LogOut, UserRound } from "@/components/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { PopoverPanel } from "@/components/ui/popover";
import { signOutAction } from "@/lib/admin/actions/account/sign-out";

export type MenuUser = { name: string; email: string; roleLabel: string };

function initials(name: string, email: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((p) => p[0]) : [email[0] ?? "?"];
  return letters.join("").toUpperCase();
}

/**
 * The signed-in user's menu: who they are, their account page (staff) and Sign out (spec §8
 * messages), back to `signedOutPath`.
 * A panel on the browser's Popover API, like the bell (outside click and Escape close it, focus
 * returns to the button): Radix's dropdown brought its positioning engine into every admin page's
 * first load for this one panel (docs/decisions/performance-first-load-js.md).
 */
export function UserMenu({ user, signedOutPath = "/auth", accountHref }: { user: MenuUser; signedOutPath?: string; accountHref?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const displayName = user.name || user.email;
  const signOut = async () => {
    setBusy(true);
    try {
      const result = await signOutAction();
      if (!result.ok) throw new Error("sign-out failed");
      toast.success("Signed out successfully");
      router.replace(signedOutPath);
      router.refresh();
    } catch {
      toast.error("Error signing out");
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="ghost" className="h-10 gap-2 px-2" aria-label={`User menu for ${displayName}`} aria-haspopup="dialog" popoverTarget={panelId}>
        <Avatar className="size-8">
          <AvatarFallback>{initials(user.name, user.email)}</AvatarFallback>
        </Avatar>
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{displayName}</span>
      </Button>
      <PopoverPanel
        id={panelId}
        aria-label={`User menu for ${displayName}`}
        className="w-60 p-1"
        // Opened from the keyboard or a click, the one action is where focus goes.
        onOpenChange={(open) => {
          if (open) document.getElementById(panelId)?.querySelector("button")?.focus();
        }}
      >
        <div className="grid gap-0.5 px-2 py-1.5 text-sm font-medium">
          <span className="truncate">{displayName}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <span className="text-xs font-normal text-muted-foreground">{user.roleLabel}</span>
        </div>
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        {accountHref ? (
          <Button asChild variant="ghost" className="w-full justify-start gap-2 px-2 font-normal">
            <Link href={accountHref}>
              <UserRound className="size-4" aria-hidden="true" />
              Your account
            </Link>
          </Button>
        ) : null}
        <Button variant="ghost" className="w-full justify-start gap-2 px-2 font-normal" disabled={busy} onClick={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </Button>
      </PopoverPanel>
    </>
  );
}

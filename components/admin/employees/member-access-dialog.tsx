"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PERMISSIONS, type Permission } from "@/lib/identity/permissions";
import { updateMemberAccessAction } from "@/lib/admin/actions/team/update-member-access";
import type { EmployeeRole } from "@/lib/employees/schemas";
import { permissionLabel, ROLE_OPTIONS } from "./role-options";

type Access = EmployeeRole | "custom";

/** Changes what an employee may do: default list, a role template, or a custom list. */
export function MemberAccessDialog({
  memberId,
  name,
  initialAccess,
  initialPermissions,
}: {
  memberId: string;
  name: string;
  initialAccess: Access;
  initialPermissions: Permission[];
}) {
  const [open, setOpen] = useState(false);
  const [access, setAccess] = useState<Access>(initialAccess);
  const [custom, setCustom] = useState<Permission[]>(initialPermissions);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const result = await updateMemberAccessAction({ memberId, access, permissions: access === "custom" ? custom : undefined });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(`Access updated for ${name}`);
      setOpen(false);
    } catch {
      toast.error("Failed to update employee");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Change access for ${name}`}>
          Change access
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Access for {name}</DialogTitle>
          <DialogDescription>Pick a role template, the default employee access, or a custom list.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`access-${memberId}`}>Role</Label>
          {/* Native: a Radix select portals its list outside the modal <dialog>, where it would be inert. */}
          <NativeSelect id={`access-${memberId}`} className="w-full" value={access} onChange={(event) => setAccess(event.target.value as Access)}>
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            <option value="custom">Custom</option>
          </NativeSelect>
        </div>
        {access === "custom" ? (
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">Permissions</legend>
            {PERMISSIONS.map((permission) => {
              const id = `${memberId}-${permission}`;
              return (
                <div key={permission} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={custom.includes(permission)}
                    onCheckedChange={(checked) =>
                      setCustom((current) => (checked === true ? [...current, permission] : current.filter((p) => p !== permission)))
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {permissionLabel(permission)}
                  </Label>
                </div>
              );
            })}
          </fieldset>
        ) : null}
        <DialogFooter>
          <Button type="button" onClick={save} disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

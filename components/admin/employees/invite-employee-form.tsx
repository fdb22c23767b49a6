"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { inviteEmployeeAction } from "@/lib/admin/actions/team/invite-employee";
import type { EmployeeRole } from "@/lib/employees/schemas";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { permissionLabel, ROLE_OPTIONS } from "./role-options";

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/employees/schemas").then((module) => module.inviteEmployeeSchema);

/** Invite an employee by email with a role; the email carries a single-use 7-day link. */
export function InviteEmployeeForm() {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<EmployeeRole>("default");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = ROLE_OPTIONS.find((option) => option.value === role);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ email, role });
    if (!parsed.success) {
      const message = firstErrorMessage(parsed.error);
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await inviteEmployeeAction(parsed.data);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.data.emailSent ? `Invitation sent to ${parsed.data.email}` : "Invitation created, but the email could not be sent");
      setEmail("");
      setRole("default");
    } catch {
      toast.error("Failed to create employee");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Invite an employee</h2>
        </CardTitle>
        <CardDescription>They receive an email with a link to set their password. The link works once and expires after 7 days.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} onFocus={() => void loadSchema()} noValidate className="grid gap-4 md:grid-cols-[1fr_16rem_auto] md:items-end" aria-label="Invite an employee">
          <FormField label="Email" error={error ?? undefined}>
            <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label="Role">
            {(control) => (
              <NativeSelect {...control} className="w-full" value={role} onChange={(event) => setRole(event.target.value as EmployeeRole)}>
                {ROLE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" disabled={busy || email.trim() === ""}>
            {busy ? "Sending..." : "Send invitation"}
          </Button>
        </form>
        {chosen ? (
          <p className="mt-3 text-xs text-muted-foreground">
            {chosen.label} can: {chosen.permissions.map(permissionLabel).join(", ")}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { inviteEmployeeAction } from "@/lib/admin/actions/invite-employee";
import { inviteEmployeeSchema, type EmployeeRole } from "@/lib/employees/schemas";
import { firstErrorMessage } from "@/lib/validation";
import { permissionLabel, ROLE_OPTIONS } from "./role-options";

/** Invite an employee by email with a role; the email carries a single-use 7-day link. */
export function InviteEmployeeForm() {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<EmployeeRole>("default");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = ROLE_OPTIONS.find((option) => option.value === role);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = inviteEmployeeSchema.safeParse({ email, role });
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
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[1fr_16rem_auto] md:items-end" aria-label="Invite an employee">
          <FormField label="Email" error={error ?? undefined}>
            <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label="Role">
            {(control) => (
              <Select value={role} onValueChange={(value) => setRole(value as EmployeeRole)}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ROLE_OPTIONS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
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

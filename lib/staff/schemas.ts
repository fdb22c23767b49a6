import { z } from "zod";
import { ROLE_TEMPLATES } from "@/db/schema/enums";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { email, firstName, lastName, passwordsMatch, passwordsMatchError, requiredText, signupPassword } from "@/lib/validation";

/** "default" = the spec's default employee list; otherwise one of the five role templates. */
export const EMPLOYEE_ROLES = ["default", ...ROLE_TEMPLATES] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const INVITATION_TTL_DAYS = 7;

export const inviteEmployeeSchema = z.object({
  email,
  role: z.enum(EMPLOYEE_ROLES, { error: "Please choose a role" }),
});
export type InviteEmployeeInput = z.input<typeof inviteEmployeeSchema>;

const invitationToken = z
  .string({ error: "Invalid invitation link" })
  .min(32, { error: "Invalid invitation link" })
  .max(128, { error: "Invalid invitation link" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Invalid invitation link" });

export const acceptInvitationSchema = z
  .object({
    token: invitationToken,
    firstName,
    lastName,
    password: signupPassword,
    confirmPassword: requiredText(),
  })
  .refine(passwordsMatch, passwordsMatchError);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const memberAccessSchema = z
  .object({
    memberId: z.uuid({ error: "Invalid value" }),
    access: z.enum([...EMPLOYEE_ROLES, "custom"], { error: "Please choose a role" }),
    permissions: z.array(z.enum(PERMISSIONS, { error: "Invalid value" })).max(PERMISSIONS.length).optional(),
  })
  .refine((value) => value.access !== "custom" || value.permissions !== undefined, {
    error: "Choose the permissions for a custom role",
    path: ["permissions"],
  });
export type MemberAccessInput = z.input<typeof memberAccessSchema>;

export const invitationIdSchema = z.object({ invitationId: z.uuid({ error: "Invalid value" }) });
export const invitationTokenSchema = invitationToken;

import { z } from "zod";
import { ROLE_TEMPLATES } from "@/db/schema/enums";
import { PERMISSIONS } from "@/lib/identity/permissions";
import { email, firstName, GENERIC_MESSAGES, lastName, passwordsMatch, passwordsMatchError, requiredText, signupPassword } from "@/lib/validation";

/** "default" = the spec's default employee list; otherwise one of the five role templates. */
export const EMPLOYEE_ROLES = ["default", ...ROLE_TEMPLATES] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const INVITATION_TTL_DAYS = 7;

export const inviteEmployeeSchema = z.object({
  email,
  role: z.enum(EMPLOYEE_ROLES, { error: "Please choose a role" }),
}, { error: GENERIC_MESSAGES.custom });
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
  }, { error: GENERIC_MESSAGES.custom })
  .refine(passwordsMatch, passwordsMatchError);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const memberAccessSchema = z
  .object({
    memberId: z.uuid({ error: GENERIC_MESSAGES.custom }),
    access: z.enum([...EMPLOYEE_ROLES, "custom"], { error: "Please choose a role" }),
    permissions: z.array(z.enum(PERMISSIONS, { error: GENERIC_MESSAGES.custom })).max(PERMISSIONS.length).optional(),
  }, { error: GENERIC_MESSAGES.custom })
  .refine((value) => value.access !== "custom" || value.permissions !== undefined, {
    error: "Choose the permissions for a custom role",
    path: ["permissions"],
  });
export type MemberAccessInput = z.input<typeof memberAccessSchema>;

export const invitationIdSchema = z.object({ invitationId: z.uuid({ error: GENERIC_MESSAGES.custom }) }, { error: GENERIC_MESSAGES.custom });
export const invitationTokenSchema = invitationToken;

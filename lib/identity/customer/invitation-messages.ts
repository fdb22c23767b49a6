/** The invitation flow's texts (spec §2 "/register"), zod-free so the register page can show them. */
export const INVITATION_MESSAGES = {
  missing: "Invalid invitation link",
  invalid: "Invalid or expired invitation link",
  verifyFailed: "Failed to verify invitation",
  registrationFailed: "Registration failed",
  completed: "Registration completed! You can now sign in.",
} as const;

/** The invitation flow's texts (spec §2 "/register"), zod-free so the register page can show them. */
export const INVITATION_MESSAGES = {
  missing: "Invalid invitation link",
  invalid: "Invalid or expired invitation link",
  verifyFailed: "Failed to verify invitation",
  registrationFailed: "Registration failed",
  // Registration now ends signed in (issue 37), so the spec's "You can now sign in." is dropped.
  completed: "Registration completed!",
} as const;

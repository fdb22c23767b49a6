import { describe, expect, it } from "vitest";
import { isVerifiedEmail, mapGoogleProfile } from "@/lib/identity/staff/google-profile";

describe("Google profile mapping (spec §3)", () => {
  it("takes the given and family name, leaves the company empty, uses the account email", () => {
    expect(mapGoogleProfile({ email: "grace@example.com", given_name: "Grace", family_name: "Hopper", name: "Grace B. Hopper" })).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      companyName: "",
      businessEmail: "grace@example.com",
    });
  });

  it("splits a full name at the first space when there are no given/family names", () => {
    expect(mapGoogleProfile({ name: "Ada King Lovelace" })).toMatchObject({ firstName: "Ada", lastName: "King Lovelace" });
    expect(mapGoogleProfile({ name: "Cher" })).toMatchObject({ firstName: "Cher", lastName: "" });
    expect(mapGoogleProfile({})).toMatchObject({ firstName: "", lastName: "", businessEmail: null });
  });

  it("keeps a lone given name without falling back to the full name", () => {
    expect(mapGoogleProfile({ given_name: "Prince", name: "Prince Rogers Nelson" })).toMatchObject({ firstName: "Prince", lastName: "" });
  });

  it("trusts only a verified email", () => {
    expect(isVerifiedEmail({ email_verified: true })).toBe(true);
    expect(isVerifiedEmail({ email_verified: "true" })).toBe(true);
    expect(isVerifiedEmail({ email_verified: false })).toBe(false);
    expect(isVerifiedEmail({})).toBe(false);
  });
});

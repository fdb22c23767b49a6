import { describe, expect, it } from "vitest";
import { mapGoogleProfile } from "@/lib/identity/staff/google-profile";

/** Spec §3 profile fields from Google claims: trimmed, split at the first space, at most 50 characters. */
describe("mapGoogleProfile trims and caps", () => {
  it("trims the given and family names and the email", () => {
    expect(mapGoogleProfile({ given_name: "  Grace ", family_name: " Hopper  ", email: "  grace@example.com " })).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      companyName: "",
      businessEmail: "grace@example.com",
    });
  });

  it("trims the full name before splitting it, and the remainder after", () => {
    expect(mapGoogleProfile({ name: "   Ada Lovelace  " })).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect(mapGoogleProfile({ name: "Ada   King Lovelace" })).toMatchObject({ firstName: "Ada", lastName: "King Lovelace" });
    expect(mapGoogleProfile({ given_name: "  ", family_name: " ", name: " Cher " })).toMatchObject({ firstName: "Cher", lastName: "" });
  });

  it("cuts each name to 50 characters", () => {
    const long = "A".repeat(60);
    expect(mapGoogleProfile({ given_name: long, family_name: `${"B".repeat(51)}` })).toMatchObject({
      firstName: "A".repeat(50),
      lastName: "B".repeat(50),
    });
    expect(mapGoogleProfile({ name: `${long} ${"C".repeat(70)}` })).toMatchObject({ firstName: "A".repeat(50), lastName: "C".repeat(50) });
  });

  it("treats a blank email as none", () => {
    expect(mapGoogleProfile({ email: "   " }).businessEmail).toBeNull();
  });
});

/**
 * Spec §3 profile fields for a Google user: names from given/family name, or the full name
 * split at the first space; company name empty; business email from the account email.
 */
export type GoogleClaims = {
  email?: string | null;
  email_verified?: boolean | string | null;
  given_name?: string | null;
  family_name?: string | null;
  name?: string | null;
  picture?: string | null;
};

export type GoogleProfileFields = {
  firstName: string;
  lastName: string;
  companyName: "";
  businessEmail: string | null;
};

export function mapGoogleProfile(claims: GoogleClaims): GoogleProfileFields {
  let firstName = (claims.given_name ?? "").trim();
  let lastName = (claims.family_name ?? "").trim();
  if (!firstName && !lastName) {
    const full = (claims.name ?? "").trim();
    const space = full.indexOf(" ");
    firstName = space === -1 ? full : full.slice(0, space);
    lastName = space === -1 ? "" : full.slice(space + 1).trim();
  }
  return {
    firstName: firstName.slice(0, 50),
    lastName: lastName.slice(0, 50),
    companyName: "",
    businessEmail: claims.email?.trim() || null,
  };
}

export function isVerifiedEmail(claims: GoogleClaims): boolean {
  return claims.email_verified === true || claims.email_verified === "true";
}

/** Settings → Branding → Logo (client-safe): what the picker accepts and what a refusal says. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(",");

export const LOGO_MESSAGES = {
  missing: "Choose an image file for the logo",
  type: "The logo must be a PNG, JPEG or WebP image",
  tooLarge: "The logo is too large. Maximum size is 2MB.",
} as const;

/** Where uploaded logos are served from (public: the portal's sign-in shows it before anyone signs in). */
export const LOGO_PATH_PREFIX = "/brand/logos/";

/** `logo-{timestamp}-{random}.{ext}`: the only object names the public logo route serves. */
export const LOGO_FILE_NAME = /^logo-\d{10,16}-[A-Za-z0-9_-]{8,32}\.(png|jpg|webp)$/;

/** A CSS colour as the business profile stores it: "#rrggbb" (client-safe). */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

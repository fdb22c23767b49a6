/**
 * A fresh id for one send of a composer (issue 44 item 6), kept across retries of that send
 * so the server writes it once. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost); a tenant's plain-http host in development falls back to the same v4 layout from
 * `getRandomValues`: each 0 and 1 of the template becomes a random hex digit, the 8 one of 8–b.
 */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (digit) => {
    const value = Number(digit);
    return (value ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (value / 4)))).toString(16);
  });
}

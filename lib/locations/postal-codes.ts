/* The service area's postal codes as typed (zod-free and client-safe: the form runs it too). */

/** At most this many codes per location (a range counts each of its codes). */
export const MAX_POSTAL_CODES = 2000;

const CODE = /^\d{5}$/;
const RANGE = /^(\d{5})-(\d{5})$/;

export type PostalCodesParse = { codes: string[] } | { problem: "code" | "range" | "tooMany" };

/**
 * "45402, 45403 45410–45412" → ["45402","45403","45410","45411","45412"]: codes separated by
 * commas, semicolons or spaces, a range written with a hyphen or a dash (spaces around it are
 * fine) expanded into its codes; unique and sorted. Anything else is a problem to show.
 */
export function parsePostalCodes(text: string): PostalCodesParse {
  const tokens = text
    .replace(/\s*[-\u2010-\u2015]\s*/g, "-")
    .split(/[\s,;]+/)
    .filter(Boolean);
  const codes = new Set<string>();
  for (const token of tokens) {
    if (CODE.test(token)) {
      codes.add(token);
      continue;
    }
    const range = RANGE.exec(token);
    if (!range) return { problem: "code" };
    const [low, high] = [Number(range[1]), Number(range[2])];
    if (low > high) return { problem: "range" };
    if (high - low + 1 > MAX_POSTAL_CODES) return { problem: "tooMany" };
    for (let code = low; code <= high; code += 1) codes.add(String(code).padStart(5, "0"));
    if (codes.size > MAX_POSTAL_CODES) return { problem: "tooMany" };
  }
  if (codes.size > MAX_POSTAL_CODES) return { problem: "tooMany" };
  return { codes: [...codes].sort() };
}

/** A list already split (the REST API's array): every item one five-digit code. */
export function checkPostalCodeList(list: readonly string[]): PostalCodesParse {
  if (!list.every((code) => CODE.test(code))) return { problem: "code" };
  const codes = [...new Set(list)].sort();
  return codes.length > MAX_POSTAL_CODES ? { problem: "tooMany" } : { codes };
}

/**
 * The stored codes written back for the form: consecutive runs of three or more as ranges,
 * so "45402-45440" comes back as typed instead of as 39 codes.
 */
export function formatPostalCodes(codes: readonly string[]): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= codes.length; i += 1) {
    if (i < codes.length && Number(codes[i]) === Number(codes[i - 1]) + 1) continue;
    const run = codes.slice(start, i);
    parts.push(run.length >= 3 ? `${run[0]}-${run[run.length - 1]}` : run.join(", "));
    start = i;
  }
  return parts.join(", ");
}

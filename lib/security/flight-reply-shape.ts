/**
 * Whether a server action's arguments have the shape React's client encodes (encodeReply),
 * checked before Next decodes them: React's decoder trusts its own client and answered a
 * hand-made body with a 500 (issue 42's red team: 20,000-deep arrays, `$@`/`$Q`/`$K`/`$F`
 * references to parts that do not exist, a multipart body without its root part `0`, a
 * 100k-character part name). Plain Web APIs only: the proxy runs it.
 *
 * A string argument starting with `$` is escaped by the client as `$$…`; every other `$` string
 * is a reference. Those that stand alone (`$undefined`, `$NaN`, `$Infinity`, `$-Infinity`,
 * `$-0`, `$D<date>`, `$n<digits>`, `$T`) are fine anywhere; those naming another part (`$@1`,
 * `$Q1`, `$W1`, `$i1`, `$h1`, blobs, typed arrays, streams; ids in hex, parts named in decimal)
 * need that part; `$K1` names FormData entries `_1_<key>`, so only a multipart body has them.
 */
export const MAX_ARGUMENT_DEPTH = 64;
export const MAX_PART_NAME_LENGTH = 1024;

/** Reference kinds whose id names a part holding JSON that is decoded in turn. */
const JSON_PART_REFERENCES = new Set(["@", "h", "Q", "W", "i"]);
/** Reference kinds whose id names a part holding bytes (blobs, typed arrays, streams). */
const BYTE_PART_REFERENCES = new Set(["B", "A", "O", "o", "U", "S", "s", "L", "l", "G", "g", "M", "m", "V", "R", "r", "X", "x"]);

type Parts = { has: (name: string) => boolean; json: (name: string) => string | null };

/** Checks a text/plain body: one JSON array with no references to other parts. */
export function isWellFormedTextReply(text: string): boolean {
  const root = parseJson(text);
  return Array.isArray(root) && isWellFormedModel(root, null, new Set());
}

/** Checks a multipart body: part `0` is the JSON root; every part it references exists. */
export function isWellFormedMultipartReply(form: FormData): boolean {
  for (const name of form.keys()) if (name.length > MAX_PART_NAME_LENGTH) return false;
  const parts: Parts = {
    has: (name) => form.has(name),
    json: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    },
  };
  const root = parts.json("0");
  if (root === null) return false;
  const value = parseJson(root);
  return Array.isArray(value) && isWellFormedModel(value, parts, new Set(["0"]));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Walks a decoded JSON value without recursion (a hostile depth must not blow our stack either). */
function isWellFormedModel(root: unknown, parts: Parts | null, visited: Set<string>): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > MAX_ARGUMENT_DEPTH) return false;
    if (typeof value === "string") {
      if (!value.startsWith("$")) continue;
      const outlined = referencedPart(value, parts);
      if (outlined === false) return false;
      if (outlined !== null && !visited.has(outlined)) {
        visited.add(outlined);
        const text = parts!.json(outlined);
        const parsed = text === null ? undefined : parseJson(text);
        if (parsed === undefined) return false;
        stack.push({ value: parsed, depth: depth + 1 });
      }
      continue;
    }
    if (Array.isArray(value)) for (const item of value) stack.push({ value: item, depth: depth + 1 });
    else if (value !== null && typeof value === "object") for (const item of Object.values(value)) stack.push({ value: item, depth: depth + 1 });
  }
  return true;
}

/**
 * For a `$` string: false when it is no reference the client makes (or names a missing part),
 * the name of a JSON part to check in turn, or null when nothing more is needed.
 */
function referencedPart(value: string, parts: Parts | null): string | false | null {
  const kind = value[1] ?? "";
  const rest = value.slice(2);
  switch (kind) {
    case "$":
      return null;
    case "u":
      return value === "$undefined" ? null : false;
    case "N":
      return value === "$NaN" ? null : false;
    case "I":
      return value === "$Infinity" ? null : false;
    case "-":
      return value === "$-0" || value === "$-Infinity" ? null : false;
    case "T":
      return value === "$T" ? null : false;
    case "D":
      return null;
    case "n":
      return /^-?\d{1,300}$/.test(rest) ? null : false;
    case "K":
      return parts !== null && /^[0-9a-f]{1,8}$/.test(rest) ? null : false;
  }
  if (parts === null || !/^[0-9a-f]{1,8}$/.test(rest)) return false;
  const name = String(parseInt(rest, 16));
  if (!parts.has(name)) return false;
  if (JSON_PART_REFERENCES.has(kind)) return name;
  return BYTE_PART_REFERENCES.has(kind) ? null : false;
}

/**
 * CSV for customer import and export (RFC 4180: commas, double quotes, CRLF or LF). Client-safe
 * and dependency-free. Exported cells that a spreadsheet would run as a formula (= + - @ tab CR)
 * are prefixed with an apostrophe (CSV injection).
 */
export const CUSTOMER_CSV_COLUMNS = ["first_name", "last_name", "email", "phone", "address", "city", "state", "zip", "service_plan", "status", "tags", "notes"] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 2000;
export const MAX_IMPORT_BYTES = 1_000_000;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(",");
}

/** Parses CSV text into rows of cells; a quoted cell may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/** Header names as people write them ("First Name", "E-mail", "Zip Code") → our columns. */
const ALIASES: Record<string, CustomerCsvColumn> = {
  firstname: "first_name",
  first: "first_name",
  givenname: "first_name",
  lastname: "last_name",
  last: "last_name",
  surname: "last_name",
  familyname: "last_name",
  email: "email",
  emailaddress: "email",
  phone: "phone",
  phonenumber: "phone",
  mobile: "phone",
  address: "address",
  street: "address",
  streetaddress: "address",
  city: "city",
  state: "state",
  province: "state",
  zip: "zip",
  zipcode: "zip",
  postalcode: "zip",
  postcode: "zip",
  serviceplan: "service_plan",
  plan: "service_plan",
  status: "status",
  tags: "tags",
  notes: "notes",
  note: "notes",
};

export function headerColumn(header: string): CustomerCsvColumn | null {
  return ALIASES[header.toLowerCase().replace(/[^a-z]/g, "")] ?? null;
}

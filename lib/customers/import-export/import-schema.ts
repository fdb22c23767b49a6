import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation";
import { MAX_IMPORT_BYTES } from "./customer-csv";

/** The import form: the CSV text, and whether to import (true) or only preview (false). */
export const importCustomersSchema = z.object(
  {
    csv: z
      .string({ error: "Choose a CSV file" })
      .min(1, { error: "Choose a CSV file" })
      .max(MAX_IMPORT_BYTES, { error: "The file is too large (at most 1 MB)" }),
    commit: z.boolean({ error: GENERIC_MESSAGES.custom }),
  },
  { error: GENERIC_MESSAGES.custom },
);

export type ImportRow = {
  /** The line number in the file as a spreadsheet shows it (the header is line 1). */
  line: number;
  name: string;
  email: string | null;
  outcome: "new" | "duplicate" | "error";
  message: string | null;
};

export type ImportReport = { rows: ImportRow[]; newCount: number; duplicateCount: number; errorCount: number; imported: boolean };

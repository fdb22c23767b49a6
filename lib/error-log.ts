/**
 * The in-memory error log of spec §8/§9: failures that are only logged (data fetches,
 * welcome emails) land here, and the most recent 100 entries are kept. It lives on
 * globalThis so that every module instance in one process (Next bundles server code per
 * layer, and dev reloads modules) shares one log. Nothing here may throw: logging an error
 * must never become a second error.
 */
export const ERROR_LOG_CAPACITY = 100;

const MAX_MESSAGE_LENGTH = 1_000;
const MAX_STACK_LENGTH = 4_000;

export type ErrorLogEntry = {
  at: string;
  context: string;
  message: string;
  name?: string;
  stack?: string;
};

type Store = { entries: ErrorLogEntry[] };
const STORE_KEY = Symbol.for("serviceloop.errorLog");

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
  holder[STORE_KEY] ??= { entries: [] };
  return holder[STORE_KEY];
}

function safeString(value: unknown, max: number): string {
  try {
    const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
    return text.length > max ? `${text.slice(0, max)}…` : text;
  } catch {
    try {
      return String(value).slice(0, max);
    } catch {
      return "Unprintable error";
    }
  }
}

function describe(error: unknown): Pick<ErrorLogEntry, "message" | "name" | "stack"> {
  try {
    if (error instanceof Error) {
      return {
        message: safeString(error.message || error.name || "Error", MAX_MESSAGE_LENGTH),
        name: safeString(error.name, 100),
        stack: error.stack ? safeString(error.stack, MAX_STACK_LENGTH) : undefined,
      };
    }
    if (error && typeof error === "object" && "message" in error) {
      return { message: safeString((error as { message: unknown }).message, MAX_MESSAGE_LENGTH) };
    }
    return { message: safeString(error, MAX_MESSAGE_LENGTH) };
  } catch {
    return { message: "Unprintable error" };
  }
}

/** Records a failure under a short context ("load invoices", "send welcome email"). */
export function logError(context: string, error: unknown): void {
  try {
    const entry: ErrorLogEntry = { at: new Date().toISOString(), context: safeString(context, 200), ...describe(error) };
    const { entries } = store();
    entries.push(entry);
    if (entries.length > ERROR_LOG_CAPACITY) entries.splice(0, entries.length - ERROR_LOG_CAPACITY);
    // Also to the process log, where operators look first.
    console.error(`[${entry.context}] ${entry.message}`);
  } catch {
    // Deliberately swallowed: see the module comment.
  }
}

/** The kept entries, newest first (a copy; callers cannot alter the log). */
export function recentErrors(): ErrorLogEntry[] {
  try {
    return store().entries.slice().reverse().map((entry) => ({ ...entry }));
  } catch {
    return [];
  }
}

/** Empties the log (tests, and an operator's "clear" button). */
export function clearErrors(): void {
  try {
    store().entries.length = 0;
  } catch {
    // Never throws.
  }
}

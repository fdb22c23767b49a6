import { z } from "zod";

/** The schema of an action that takes nothing: whatever the client sends is ignored. */
export const noInput = z.unknown().transform(() => null);

import { inject } from "vitest";

// Point db/client at the database the global setup provisioned, before any module opens it.
process.env.DATABASE_URL = inject("databaseUrl");

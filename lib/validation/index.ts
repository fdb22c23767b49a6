// Client-safe (no server-only): the same schemas drive the forms and the server.
export * from "./email";
export * from "./password";
export * from "./name";
export * from "./phone";
export * from "./session-token";
export * from "./generic";
export * from "./first-error";

// Client-safe formatting helpers shared by pages, components, emails and PDFs.
export * from "./money";
export * from "./dates";
export * from "./service-price";
export * from "./document-number";
export * from "./names";

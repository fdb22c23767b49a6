// Client-safe status → { label, className, tone } maps of spec §4.
export * from "./tones";
export * from "./job-status";
export * from "./quote-status";
export * from "./invoice-status";
export * from "./contract-status";

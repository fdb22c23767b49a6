// Stands in for `server-only` under Vitest, which runs server modules outside React's server build.
export {};

/**
 * Request header that proxy.ts sets to the main-host path being asked for (never
 * client-supplied): pages are not told their own path, and support view records each admin
 * page the operator opens.
 */
export const REQUEST_PATH_HEADER = "x-serviceloop-path";

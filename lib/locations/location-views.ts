/** A location (branch) as the settings screen and the REST API see it (client-safe). */
export type LocationView = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** Null: the business's time zone. */
  timezone: string | null;
  postalCodes: string[];
  radiusMiles: number | null;
  /** Null: the business's tax rate. */
  taxRateBps: number | null;
  documentPrefix: string | null;
  isDefault: boolean;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Who changes a location, for the audit log: a staff member (screens) or an API key. */
export type LocationActor = { type: "staff"; userId: string } | { type: "api_key"; apiKeyId: string };

/** The messages of the Locations topic (the form's, the actions' and the API's). */
export const LOCATION_MESSAGES = {
  notFound: "Location not found",
  unknown: "Unknown location",
  nameTaken: "A location with this name already exists",
  hasCustomers: "Move this location's customers to another location first",
  archiveDefault: "The default location cannot be archived; make another location the default first",
  archivedDefault: "Restore this location before making it the default",
  keepDefault: "Make another location the default instead",
  limitedActor: "You can only give access to locations you manage",
  moveToSelf: "Choose another location for the customers",
  postalCode: "Postal codes are five digits, like 45402, or a range like 45402-45440",
  postalRange: "Write a range from the lower code to the higher, like 45402-45440",
  tooManyCodes: "No more than 2,000 postal codes",
  timezone: "Please choose a time zone",
  prefix: "Use up to 8 capital letters, digits or hyphens",
  radius: "Must be more than 0",
} as const;

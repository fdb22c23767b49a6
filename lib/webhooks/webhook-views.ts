import type { WebhookDeliveryStatus, WebhookEventType } from "@/db/schema/enums";

/** An endpoint as lists show it: never its secret. */
export type WebhookEndpointView = {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: Date;
  disabledAt: Date | null;
};

/** One delivery as the log shows it (the payload only through the API). */
export type WebhookDeliveryView = {
  id: string;
  endpointId: string;
  endpointUrl: string;
  eventType: WebhookEventType;
  eventId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastResponseMs: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
};

/** Who changes an endpoint, for the audit log: the owner on screen or an API key. */
export type WebhookActor = { type: "staff"; userId: string } | { type: "api_key"; apiKeyId: string };

"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { resendWebhookDeliveryAction } from "@/lib/admin/actions/settings/resend-webhook-delivery";

export type WebhookDeliveryRow = {
  id: string;
  eventType: string;
  endpointUrl: string;
  status: "pending" | "succeeded" | "failed";
  statusCode: number | null;
  responseMs: number | null;
  attempts: number;
  error: string | null;
  created: string;
  canResend: boolean;
};

const STATUS_BADGE = {
  succeeded: { label: "Delivered", variant: "secondary" },
  pending: { label: "Retrying", variant: "outline" },
  failed: { label: "Failed", variant: "destructive" },
} as const;

/** The latest deliveries: event, endpoint, status, HTTP code, response time, attempts; Resend. */
export function WebhookDeliveriesTable({ deliveries }: { deliveries: WebhookDeliveryRow[] }) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const resend = async (delivery: WebhookDeliveryRow) => {
    setBusyId(delivery.id);
    const result = await resendWebhookDeliveryAction({ deliveryId: delivery.id }).catch(() => null);
    setBusyId(null);
    if (!result?.ok) toast.error(result?.message ?? "Failed to resend the delivery");
    else if (result.data.status === "succeeded") toast.success(`Delivered (HTTP ${result.data.statusCode})`);
    else toast.error(`Not delivered: ${result.data.error ?? "will retry"}`);
  };

  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet. Events are sent as they happen.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <Table aria-label="Recent webhook deliveries">
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>HTTP</TableHead>
            <TableHead>Time</TableHead>
            <TableHead>Attempts</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.map((delivery) => (
            <TableRow key={delivery.id} data-testid="webhook-delivery">
              <TableCell>
                <div className="font-mono text-xs">{delivery.eventType}</div>
                <div className="max-w-64 truncate text-xs text-muted-foreground" title={delivery.endpointUrl}>
                  {delivery.endpointUrl}
                </div>
                <div className="text-xs text-muted-foreground">{delivery.created}</div>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_BADGE[delivery.status].variant}>{STATUS_BADGE[delivery.status].label}</Badge>
                {delivery.error ? <div className="mt-1 max-w-48 text-xs text-muted-foreground">{delivery.error}</div> : null}
              </TableCell>
              <TableCell>{delivery.statusCode ?? "—"}</TableCell>
              <TableCell>{delivery.responseMs === null ? "—" : `${delivery.responseMs} ms`}</TableCell>
              <TableCell>{delivery.attempts}</TableCell>
              <TableCell className="text-right">
                {delivery.canResend ? (
                  <Button variant="ghost" size="sm" disabled={busyId === delivery.id} onClick={() => resend(delivery)} aria-label={`Resend ${delivery.eventType} to ${delivery.endpointUrl}`}>
                    {busyId === delivery.id ? "Sending..." : "Resend"}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

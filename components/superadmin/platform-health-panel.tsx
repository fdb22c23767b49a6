import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatAge } from "@/lib/format/age";
import { formatMessageTime } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { PAYMENTS_WINDOW_DAYS, type PlatformHealth } from "@/lib/platform/platform-health";
import { RetryQueueButton } from "./retry-queue-button";

/** The dashboard's health section: tenants, customers, the email outbox, payments and the background queues (with Retry). */
export function PlatformHealthPanel({ health }: { health: PlatformHealth }) {
  const figures = [
    { label: "Active customers", value: health.activeCustomers, note: "With portal access" },
    { label: "Suspended businesses", value: health.suspendedBusinesses, note: `of ${health.businesses}` },
    { label: "Emails sent", value: health.emailSent, note: `Last 7 days · ${health.emailQueued} queued` },
    { label: "Emails failed", value: health.emailFailed, note: "Last 7 days", alert: health.emailFailed > 0 },
    {
      label: "Payment volume",
      value: formatCents(health.paymentVolumeCents),
      note: `Last ${PAYMENTS_WINDOW_DAYS} days · ${health.paymentCount} payments · ${formatCents(health.cardVolumeCents)} by card`,
    },
    {
      label: "Platform fees",
      value: formatCents(health.platformFeeCents),
      note: `Last ${PAYMENTS_WINDOW_DAYS} days · ${(health.platformFeeBps / 100).toFixed(2)}% of card payments`,
    },
  ];
  return (
    <section className="grid gap-3" aria-labelledby="platform-health">
      <h2 id="platform-health" className="text-lg font-semibold">
        Platform health
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className={`rounded-xl border bg-white p-4 ${figure.alert ? "border-red-300" : ""}`}>
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className={`mt-1 text-3xl font-bold ${figure.alert ? "text-red-700" : ""}`}>{figure.value}</dd>
            <dd className="text-xs text-muted-foreground">{figure.note}</dd>
          </div>
        ))}
      </dl>
      {health.queues === null ? (
        <p className="text-sm text-muted-foreground">Background queues: the worker has not started on this database yet.</p>
      ) : health.queues.length === 0 ? (
        <p className="text-sm text-muted-foreground">Background queues: no jobs yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Background queues">
            <TableHeader>
              <TableRow>
                <TableHead>Queue</TableHead>
                <TableHead className="text-right">Waiting</TableHead>
                <TableHead className="text-right">Running</TableHead>
                <TableHead className="text-right">Failed</TableHead>
                <TableHead>Oldest waiting</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {health.queues.map((queue) => (
                <TableRow key={queue.name}>
                  <TableCell className="font-mono text-xs">{queue.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{queue.queued}</TableCell>
                  <TableCell className="text-right tabular-nums">{queue.active}</TableCell>
                  <TableCell className={`text-right tabular-nums ${queue.failed ? "font-semibold text-red-700" : ""}`}>{queue.failed}</TableCell>
                  <TableCell>
                    {queue.oldestQueuedAt && queue.oldestQueuedAgeSeconds !== null ? (
                      <span title={formatMessageTime(queue.oldestQueuedAt)}>{formatAge(queue.oldestQueuedAgeSeconds)}</span>
                    ) : (
                      "—"
                    )}
                  </TableCell>
                  <TableCell className="text-right">{queue.failed > 0 ? <RetryQueueButton queue={queue.name} failed={queue.failed} /> : null}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatListDate, formatMessageTime } from "@/lib/format/dates";
import { cn } from "@/lib/utils";

/** The fields the table shows (a subset of lib/email/list-outbox-emails' OutboxEmail). */
export type OutboxTableEmail = {
  id: string;
  toAddress: string;
  subject: string;
  template: string;
  status: string;
  text: string;
  error: string | null;
  createdAt: Date | string;
};

const STATUS_STYLE: Record<string, { label: string; className: string }> = {
  logged: { label: "Logged", className: "bg-slate-100 text-slate-800" },
  queued: { label: "Queued", className: "bg-yellow-100 text-yellow-800" },
  sent: { label: "Sent", className: "bg-green-100 text-green-800" },
  failed: { label: "Failed", className: "bg-red-100 text-red-800" },
};

/**
 * The email outbox as a table (presentational; the superadmin page loads the rows and
 * checks access). Each row opens its plain-text body in place — never the HTML, so nothing
 * a user typed into an email is rendered as markup here.
 */
export function OutboxTable({ emails, caption = "Email outbox" }: { emails: OutboxTableEmail[]; caption?: string }) {
  if (emails.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" role="status">
        No emails yet.
      </p>
    );
  }
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">To</TableHead>
          <TableHead scope="col">Subject</TableHead>
          <TableHead scope="col" className="hidden md:table-cell">Template</TableHead>
          <TableHead scope="col">Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {emails.map((email) => {
          const status = STATUS_STYLE[email.status] ?? { label: email.status, className: "bg-slate-100 text-slate-800" };
          return (
            <TableRow key={email.id} data-testid="outbox-row">
              <TableCell className="whitespace-nowrap align-top text-muted-foreground">
                <time dateTime={new Date(email.createdAt).toISOString()} title={formatMessageTime(email.createdAt)}>
                  {formatListDate(email.createdAt)}
                </time>
              </TableCell>
              <TableCell className="align-top break-all">{email.toAddress}</TableCell>
              <TableCell className="min-w-48 align-top whitespace-normal">
                <details>
                  <summary className="cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-ring">
                    {email.subject}
                  </summary>
                  <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-words">
                    {email.text}
                  </pre>
                </details>
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">
                <code className="text-xs">{email.template}</code>
              </TableCell>
              <TableCell className="align-top">
                <Badge variant="outline" className={cn("border-transparent", status.className)}>
                  {status.label}
                </Badge>
                {email.error ? <p className="mt-1 max-w-56 text-xs text-red-700">{email.error}</p> : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

import { CalendarCheck, CreditCard, Eye, FileSignature, FileText, KeyRound, LogIn, MessageSquare, Receipt, Star, UserCog } from "@/components/icons";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CUSTOMER_ACTIVITY_LIMIT, type CustomerActivity, type CustomerActivityKind } from "@/lib/customers/activity/customer-activity-views";
import { formatMessageTime } from "@/lib/format/dates";

const ICONS: Record<CustomerActivityKind, typeof FileText> = {
  access: KeyRound,
  signin: LogIn,
  preview: Eye,
  account: UserCog,
  quote: FileText,
  invoice: Receipt,
  payment: CreditCard,
  contract: FileSignature,
  job: CalendarCheck,
  rating: Star,
  message: MessageSquare,
};

/** Customer detail → Activity: quotes, invoices, payments, contracts, visits, skips, ratings, messages, portal access and sign-ins, newest first. */
export function ActivityTimeline({ activity, timeZone }: { activity: CustomerActivity; timeZone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Activity</h2>
        </CardTitle>
        <CardDescription>
          {activity.hasMore ? `The latest ${CUSTOMER_ACTIVITY_LIMIT} events, newest first.` : "Everything that happened with this customer, newest first."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {activity.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet. Quotes, invoices, visits, messages and portal sign-ins will appear here.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Activity timeline">
            {activity.items.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={item.id} className="flex gap-3 text-sm">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted">
                    <Icon className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {item.href ? (
                        <Link href={item.href} className="hover:underline">
                          {item.title}
                        </Link>
                      ) : (
                        item.title
                      )}
                    </p>
                    {item.detail ? <p className="truncate text-muted-foreground">{item.detail}</p> : null}
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={item.at}>{formatMessageTime(item.at, timeZone)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

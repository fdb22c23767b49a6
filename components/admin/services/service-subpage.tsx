import { ArrowLeft, type IconComponent } from "@/components/icons";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { Card, CardContent } from "@/components/ui/card";

/** A page about one service (where it is offered, how it is priced): the way back to the list, its header and one card. */
export function ServiceSubpage({ title, icon, description, children }: { title: string; icon: IconComponent; description: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-6">
      <Link href="/admin/services" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All services
      </Link>
      <PageHeader title={title} icon={icon} description={description} />
      <Card>
        <CardContent className="pt-6">{children}</CardContent>
      </Card>
    </div>
  );
}

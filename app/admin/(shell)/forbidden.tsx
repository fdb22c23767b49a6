import { ShieldX } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A business-area page the member may not open (status 403), inside the shell. */
export default function AdminForbidden() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border bg-white p-10 text-center" aria-labelledby="no-permission">
      <ShieldX className="size-12 text-destructive" aria-hidden="true" />
      <h1 id="no-permission" className="text-2xl font-bold tracking-tight">
        No permission
      </h1>
      <p className="text-muted-foreground">
        You don&apos;t have permission to view this page. Ask the business owner if you need access.
      </p>
      <Button asChild>
        <Link href="/admin/dashboard">Back to dashboard</Link>
      </Button>
    </section>
  );
}

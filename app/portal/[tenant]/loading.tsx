import { Spinner } from "@/components/ui/spinner";

export default function PortalLoading() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3" role="status">
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}

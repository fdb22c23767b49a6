import type { IconComponent } from "@/components/icons";

export function PageHeader({ title, description, icon: Icon, actions }: { title: string; description?: string; icon?: IconComponent; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        {Icon ? <Icon className="mt-1 size-6 text-primary" aria-hidden="true" /> : null}
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {actions}
    </div>
  );
}

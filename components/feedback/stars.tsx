import { Star } from "@/components/icons";
import { cn } from "@/lib/utils";
import { starsText } from "@/lib/feedback/feedback-views";

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={starsText(rating)} className={cn("inline-flex items-center gap-0.5", className)} data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn("size-4", n <= rating ? "fill-amber-400 text-amber-500" : "text-slate-300")} />
      ))}
    </span>
  );
}

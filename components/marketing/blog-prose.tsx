import { cn } from "@/lib/utils";

// Typography for rendered Markdown without a plugin: styles reach the generated elements.
const PROSE = [
  "text-lg leading-8 text-slate-700",
  "[&_p]:mt-6 [&_p:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-950",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-950",
  "[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-blue-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-blue-950",
  "[&_strong]:font-semibold [&_strong]:text-slate-950",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
].join(" ");

/**
 * The body of a blog post. `html` comes only from lib/marketing/blog.ts, which renders our own
 * Markdown files with raw HTML escaped and unsafe links removed.
 */
export function BlogProse({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

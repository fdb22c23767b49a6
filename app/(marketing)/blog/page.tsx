import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageHeader } from "@/components/marketing/page-header";
import { listBlogPosts } from "@/lib/marketing/blog";
import { pageMetadata } from "@/lib/marketing/metadata";
import { formatLongDate } from "@/lib/format/dates";

export const metadata = pageMetadata({
  title: "Blog",
  description:
    "Practical writing on retention, pricing and operations for recurring service businesses — lawn care, cleaning, pressure washing, pet care, handyman and commercial.",
  path: "/blog",
});

export default async function BlogIndexPage() {
  const posts = await listBlogPosts();
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Notes from the route"
        description="Retention, pricing and operations for businesses that see the same customers every week."
      />
      <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="divide-y divide-slate-200">
          {posts.map((post) => (
            <li key={post.slug} className="py-10 first:pt-0">
              <article>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                  <span aria-hidden="true">·</span>
                  <span>{post.readingMinutes} min read</span>
                  {post.tags.map((tag) => (
                    <span key={tag} className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800">
                      {tag}
                    </span>
                  ))}
                </p>
                <h2 className="mt-3 text-2xl font-bold tracking-tight text-slate-950">
                  <Link
                    href={`/blog/${post.slug}`}
                    className="rounded-sm outline-none hover:text-blue-800 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-3 text-slate-600">{post.description}</p>
                <p className="mt-4 text-sm font-medium text-slate-800">By {post.author}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

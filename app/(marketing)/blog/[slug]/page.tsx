import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "@/components/icons";
import { BlogProse } from "@/components/marketing/blog-prose";
import { CtaSection } from "@/components/marketing/cta-section";
import { getBlogPost, listBlogPosts } from "@/lib/marketing/blog";
import { pageMetadata } from "@/lib/marketing/metadata";
import { formatLongDate } from "@/lib/format/dates";

// Every post is prerendered at build time; an unknown slug is a 404, never a render.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listBlogPosts()).map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getBlogPost((await params).slug);
  if (!post) return {};
  const base = pageMetadata({ title: post.title, description: post.description, path: `/blog/${post.slug}` });
  return {
    ...base,
    authors: [{ name: post.author }],
    openGraph: { ...base.openGraph, type: "article", publishedTime: post.date, authors: [post.author] },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <Link
          href="/blog"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-blue-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All posts
        </Link>
        <header className="mt-6 border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-xl text-slate-600">{post.description}</p>
          <p className="mt-6 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span className="font-medium text-slate-900">{post.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readingMinutes} min read</span>
          </p>
        </header>
        <BlogProse html={post.html} className="mt-10" />
      </article>
      <CtaSection />
    </>
  );
}

import { ogCard, OG_SIZE } from "@/components/marketing/og-card";
import { getBlogPost, listBlogPosts } from "@/lib/marketing/blog";

export const alt = "A post from the ServiceLoop blog";
export const size = OG_SIZE;
export const contentType = "image/png";

export async function generateStaticParams() {
  return (await listBlogPosts()).map((post) => ({ slug: post.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getBlogPost((await params).slug);
  return ogCard({ eyebrow: "ServiceLoop blog", title: post?.title ?? "ServiceLoop blog", subtitle: post?.author });
}

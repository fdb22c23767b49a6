import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { Marked, type Tokens } from "marked";
import { cache } from "react";

export type BlogPostMeta = {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  readingMinutes: number;
  tags: string[];
};
export type BlogPost = BlogPostMeta & { html: string };

const BLOG_DIR = path.join(process.cwd(), "content", "blog");
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

// Only these link targets survive; anything else (javascript:, data:, …) is dropped to text.
const safeHref = (href: string) => /^(https?:|mailto:|\/|#)/i.test(href.trim());

/**
 * Markdown → HTML for our own posts, still rendered as if untrusted: raw HTML in a post is
 * shown as text, and links with an unsafe scheme lose their href.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!safeHref(href)) return text;
      const external = /^https?:/i.test(href);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ` rel="noopener noreferrer"` : "";
      return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      // Posts carry no images (no external requests); keep the alt text.
      return escapeHtml(text);
    },
  },
});

function toMeta(slug: string, data: Record<string, unknown>, body: string): BlogPostMeta {
  const need = (key: string) => {
    const value = data[key];
    if (typeof value !== "string" && !(value instanceof Date)) throw new Error(`content/blog/${slug}.md: front matter "${key}" is missing`);
    return value instanceof Date ? value.toISOString().slice(0, 10) : value;
  };
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: need("title"),
    description: need("description"),
    date: need("date"),
    author: need("author"),
    readingMinutes: Math.max(1, Math.round(words / 220)),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
  };
}

/** Renders Markdown with the rules above (exported for tests). */
export async function renderMarkdown(source: string): Promise<string> {
  return markdown.parse(source);
}

async function readPost(slug: string): Promise<BlogPost | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  let source: string;
  try {
    source = await readFile(path.join(BLOG_DIR, `${slug}.md`), "utf8");
  } catch {
    return null;
  }
  const { data, content } = matter(source);
  const html = await renderMarkdown(content);
  return { ...toMeta(slug, data, content), html };
}

/** Every post, newest first. */
export const listBlogPosts = cache(async (): Promise<BlogPostMeta[]> => {
  const files = (await readdir(BLOG_DIR)).filter((file) => file.endsWith(".md"));
  const posts = await Promise.all(files.map((file) => readPost(file.slice(0, -3))));
  return posts
    .filter((post): post is BlogPost => post !== null)
    .map(({ html: _html, ...meta }) => meta)
    .sort((a, b) => b.date.localeCompare(a.date));
});

export const getBlogPost = cache(readPost);

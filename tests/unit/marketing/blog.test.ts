import { describe, expect, it } from "vitest";
import { getBlogPost, listBlogPosts, renderMarkdown } from "@/lib/marketing/blog";

describe("renderMarkdown", () => {
  it("renders Markdown but shows raw HTML as text", async () => {
    const html = await renderMarkdown('## Title\n\nSome **bold** text.\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps safe links and drops unsafe schemes", async () => {
    const html = await renderMarkdown("[ok](/waitlist) [ext](https://example.com) [bad](javascript:alert(1)) [data](data:text/html,hi)");
    expect(html).toContain('<a href="/waitlist">ok</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ext</a>');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html).toContain("bad");
  });
});

describe("blog posts", () => {
  it("lists every post newest first with complete front matter", async () => {
    const posts = await listBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.description.length).toBeGreaterThan(40);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
    }
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("reads a post by slug and refuses path tricks", async () => {
    const post = await getBlogPost("before-and-after-photos");
    expect(post?.html).toContain("<h2>");
    expect(await getBlogPost("../package")).toBeNull();
    expect(await getBlogPost("no-such-post")).toBeNull();
  });
});

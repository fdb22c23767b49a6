import { MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Messages" };

export default async function AdminMessagesPage() {
  await requireStaff({ section: "messaging" });
  return (
    <>
      <PageHeader title="Messages" icon={MessageSquare} />
      <EmptySection icon={MessageSquare} title="No conversations yet" body="Conversations with your customers will appear here." />
    </>
  );
}

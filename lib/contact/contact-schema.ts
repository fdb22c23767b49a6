import { z } from "zod";
import { email, GENERIC_MESSAGES, optionalText, personName, requiredText } from "@/lib/validation";

// Client-safe: the same schema drives the contact form and the server action.

export const CONTACT_TOPICS = [
  { value: "general", label: "General question" },
  { value: "demo", label: "Schedule a demo" },
  { value: "sales", label: "Pricing & sales" },
  { value: "support", label: "Help with the product" },
  { value: "careers", label: "Careers" },
  { value: "press", label: "Press & partnerships" },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];
const topicValues = CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  name: personName("Name"),
  email,
  company: optionalText({ max: 120 }),
  topic: z.enum(topicValues, { error: GENERIC_MESSAGES.required }),
  message: requiredText({ min: 10, max: CONTACT_MESSAGE_MAX }),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

export function isContactTopic(value: string | null | undefined): value is ContactTopic {
  return topicValues.includes(value as ContactTopic);
}

export function contactTopicLabel(topic: ContactTopic): string {
  return CONTACT_TOPICS.find((t) => t.value === topic)?.label ?? topic;
}

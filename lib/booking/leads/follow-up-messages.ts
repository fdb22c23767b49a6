/** What Leads → Follow up answers when it refuses (client-safe; lib/booking/leads/follow-up-lead.ts). */
export const FOLLOW_UP_MESSAGES = {
  notFound: "Lead not found",
  noEmail: "No email to follow up",
  booked: "This visitor already booked",
  tooSoon: "This lead was followed up less than 24 hours ago. Please try again tomorrow.",
  notSent: "The follow-up email could not be sent",
} as const;

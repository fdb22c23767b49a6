/** Feedback's texts and threshold, apart from its zod schemas so the portal's rating form does not load zod. */
export const RATING_MESSAGE = "Please choose a rating from 1 to 5 stars";
/** A rating at or below this alerts the owner at once. */
export const LOW_RATING = 2;

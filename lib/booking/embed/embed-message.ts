/** The one message /book?embed=1 posts to the website that frames it (client-safe; embed.js checks the same shape). */
export const EMBED_HEIGHT_MESSAGE = "serviceloop:book:height";

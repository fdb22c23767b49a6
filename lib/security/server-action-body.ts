/**
 * Server-action requests whose body React's client could not have sent. Next decodes the
 * body itself, before any of our code runs, and answered a broken one with a 500; the proxy
 * refuses them with a 400 instead. React's client sends the arguments array encoded as JSON
 * text (text/plain) or, when an argument holds a file or FormData, as multipart/form-data.
 */
export async function isMalformedServerActionBody(request: Request): Promise<boolean> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return false;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  try {
    if (type.startsWith("multipart/form-data")) {
      await request.clone().formData();
      return false;
    }
    if (type.startsWith("text/plain")) return !Array.isArray(JSON.parse(await request.clone().text()));
  } catch {
    return true;
  }
  return true;
}

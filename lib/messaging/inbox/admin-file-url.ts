/** Staff read message files through their own route (the portal's /api/files/{id} is the customer's). Client-safe. */
export const adminFileUrl = (fileId: string) => `/api/admin/files/${fileId}`;

/** React's client-side reply encoder, as Next bundles it (the unit tests encode real server-action bodies with it). */
declare module "next/dist/compiled/react-server-dom-webpack/client.edge" {
  export function encodeReply(value: unknown): Promise<string | FormData>;
}

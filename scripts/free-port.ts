import net from "node:net";

/**
 * A TCP port nobody listens on right now: the kernel picks one for port 0, we read it and
 * close. Other test runs on the machine hold fixed ports (3000–3400), so the browser tests
 * never assume one is free. Bound on all interfaces, like `next start`, so a port taken on
 * any address is not chosen.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

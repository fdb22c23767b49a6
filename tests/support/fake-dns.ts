import dgram from "node:dgram";

/**
 * A tiny authoritative DNS server on UDP for tests: it answers TXT questions from a map the test
 * fills, NXDOMAIN otherwise. The app's resolver (`DNS_SERVERS=127.0.0.1:<port>`) talks to it over
 * the real DNS wire protocol, so Verify is tested end to end without the internet.
 */
export type FakeDns = {
  port: number;
  setTxt: (name: string, values: string[]) => void;
  clear: () => void;
  close: () => Promise<void>;
};

const TYPE_TXT = 16;

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at] !== 0) {
    const length = message[at];
    labels.push(message.subarray(at + 1, at + 1 + length).toString("ascii"));
    at += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), end: at + 1 };
}

function txtAnswer(value: string): Buffer {
  // A TXT record's data is one or more <length><bytes> strings of at most 255 bytes.
  const bytes = Buffer.from(value, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
  }
  const rdata = Buffer.concat(chunks);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  fixed.writeUInt16BE(TYPE_TXT, 2);
  fixed.writeUInt16BE(1, 4); // class IN
  fixed.writeUInt32BE(0, 6); // TTL 0: a changed record is seen at once
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  const values = qtype === TYPE_TXT ? records.get(name) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the question's id
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | (values ? 0 : 3), 2); // response, authoritative, RD echoed, NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  const question = query.subarray(12, end + 4);
  return Buffer.concat([header, question, ...(values ?? []).map(txtAnswer)]);
}

export async function startFakeDns(port = 0): Promise<FakeDns> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket("udp4");
  socket.on("message", (query, peer) => {
    try {
      socket.send(answer(query, records), peer.port, peer.address);
    } catch {
      // A malformed question gets no answer, as from a real server under attack.
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, "127.0.0.1", () => resolve());
  });
  return {
    port: socket.address().port,
    setTxt: (name, values) => records.set(name.toLowerCase().replace(/\.$/, ""), values),
    clear: () => records.clear(),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

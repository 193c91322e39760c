import type { IncomingMessage } from 'node:http';

/** A response's body as text, at most `maxBytes` (declared or received); beyond, `tooLarge()`. */
export async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

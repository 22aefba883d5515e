import { request } from "node:http";

export interface RequestSpec {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  contentEncoding: string | undefined;
  /** The bytes on the wire, still compressed: what wrk receives. */
  body: Buffer;
}

/** One request without the transparent decompression of fetch(). */
export function fetchRaw(url: string, spec: RequestSpec): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: spec.method, headers: spec.headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentEncoding: res.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`${spec.method} ${url} timed out`)));
    req.on("error", reject);
    req.end(spec.body);
  });
}

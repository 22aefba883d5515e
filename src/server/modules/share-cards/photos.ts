import { PHOTO_ORIGINS } from "#server/modules/legislators/present";

const FETCH_TIMEOUT_MS = 3_000;
const MAX_PHOTO_BYTES = 512 * 1024;
/** A photo that could not be had is tried again after this long. */
const RETRY_AFTER_MS = 60 * 60 * 1000;

/** Fetches a photo's bytes, or null; the app's default goes to the official photo hosts. */
export type PhotoFetcher = (url: string) => Promise<{ type: string; bytes: Buffer } | null>;

/**
 * Only the official photo hosts are asked (the URL comes from the data, never from a visitor),
 * with a deadline and a size cap; anything else is "no photo".
 */
export const fetchOfficialPhoto: PhotoFetcher = async (url) => {
  if (!PHOTO_ORIGINS.some((origin) => url.startsWith(`${origin}/`))) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "error" });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !/^image\/(jpeg|png)$/.test(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_PHOTO_BYTES ? { type, bytes } : null;
  } catch {
    return null;
  }
};

/** Photos as data URLs for the cards, kept once fetched; a miss is retried an hour later. */
export class PhotoCache {
  readonly #photos = new Map<string, { dataUrl: string | null; until: number }>();

  constructor(
    private readonly fetchPhoto: PhotoFetcher,
    private readonly now: () => number = Date.now,
  ) {}

  async get(url: string): Promise<string | null> {
    const known = this.#photos.get(url);
    if (known && (known.dataUrl !== null || known.until > this.now())) return known.dataUrl;
    const photo = await this.fetchPhoto(url);
    const dataUrl = photo ? `data:${photo.type};base64,${photo.bytes.toString("base64")}` : null;
    this.#photos.set(url, { dataUrl, until: this.now() + RETRY_AFTER_MS });
    return dataUrl;
  }
}

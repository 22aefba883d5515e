import { createHash } from "node:crypto";
import type { PublicCatalog } from "#server/public-data/catalog";
import { cardContent, cardElement } from "./card";
import { fetchOfficialPhoto, PhotoCache, type PhotoFetcher } from "./photos";
import { renderCardPng } from "./render";

export type { PhotoFetcher } from "./photos";

/** Cards kept in memory, the most recently asked for first out of reach of eviction. */
const MAX_CACHED_CARDS = 128;

export interface ShareCard {
  png: Buffer;
  etag: string;
}

/**
 * Legislators' share cards (docs/principles.md, "Operating at scale"): drawn when first asked
 * for, kept, and drawn again once what they show changes (the counts, above all). Drawing takes
 * the event loop for some 25 ms, so cards are drawn one at a time.
 */
export class ShareCards {
  readonly #cards = new Map<string, ShareCard & { key: string }>();
  #drawing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly catalog: PublicCatalog,
    private readonly photos: PhotoCache,
  ) {}

  /** The card of the member at this slug; null for anyone else. */
  async card(slug: string): Promise<ShareCard | null> {
    const legislator = this.catalog.find(slug);
    if (!legislator || legislator.slug !== slug) return null;
    const content = cardContent(legislator);
    const photo = await this.photos.get(legislator.imageUrl);
    const key = `${JSON.stringify(content)}\n${photo ? legislator.imageUrl : "initials"}`;
    const cached = this.#cards.get(slug);
    if (cached?.key === key) {
      this.#cards.delete(slug);
      this.#cards.set(slug, cached);
      return cached;
    }
    const drawn = this.#drawing.then(() => renderCardPng(cardElement(content, photo)));
    this.#drawing = drawn.catch(() => undefined);
    const png = await drawn;
    const card = { key, png, etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 32)}"` };
    this.#cards.delete(slug);
    this.#cards.set(slug, card);
    if (this.#cards.size > MAX_CACHED_CARDS) {
      const oldest = this.#cards.keys().next().value;
      if (oldest !== undefined) this.#cards.delete(oldest);
    }
    return card;
  }
}

/** The app's cards, with photos from the official hosts unless tests give another fetcher. */
export function createShareCards(catalog: PublicCatalog, fetchPhoto: PhotoFetcher = fetchOfficialPhoto) {
  return new ShareCards(catalog, new PhotoCache(fetchPhoto));
}

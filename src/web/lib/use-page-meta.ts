import { createContext, useContext, useEffect } from "react";
import { useLanguage } from "./i18n/language";
import { pageTitle } from "./page-title";
import { SITE_DESCRIPTIONS } from "./site";

interface PageMeta {
  /** Omitted on the home page, which carries the bare site name. */
  title?: string;
  /** Omitted: the site's description, in the page's language. */
  description?: string;
}

export interface ResolvedPageMeta {
  title: string;
  description: string;
}

/**
 * Set only while a page is prerendered at build time, where effects never run: the page's title
 * and description are handed to it instead, for the prerendered HTML's head.
 */
export const PrerenderedPageMeta = createContext<((meta: ResolvedPageMeta) => void) | null>(null);

/** Sets the tab title and the meta description for the page being shown. */
export function usePageMeta({ title, description: given }: PageMeta): void {
  const siteDescription = SITE_DESCRIPTIONS[useLanguage()];
  const description = given ?? siteDescription;
  useContext(PrerenderedPageMeta)?.({ title: pageTitle(title), description });
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

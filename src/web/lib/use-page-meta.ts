import { useEffect } from "react";
import { pageTitle } from "./page-title";
import { SITE_DESCRIPTION } from "./site";

interface PageMeta {
  /** Omitted on the home page, which carries the bare site name. */
  title?: string;
  description?: string;
}

/** Sets the tab title and the meta description for the page being shown. */
export function usePageMeta({ title, description = SITE_DESCRIPTION }: PageMeta): void {
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

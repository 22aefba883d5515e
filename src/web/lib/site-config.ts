import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./api-client";

/** GET /api/config: the campaign's links, each present only when the operator configured it. */
export interface SiteConfig {
  links: { donation?: string; twitter?: string; facebook?: string; bluesky?: string };
  /** CONTACT_EMAIL; null when the operator set none. */
  contactEmail: string | null;
}

export const siteConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: ({ signal }) => apiGet<SiteConfig>("/api/config", signal),
});

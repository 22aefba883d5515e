import { queryOptions } from "@tanstack/react-query";
import type { CommunicationTemplates } from "#shared/communication-templates";
import { apiGet } from "#web/lib/api-client";

/**
 * GET /api/communication-templates/{id}: the messages to a legislator, filled in on the server
 * from the signed-in voter's profile (bracket placeholders for a visitor). Signing in or out
 * refetches every query, so the filled-in copy follows the session.
 */
export function communicationTemplatesQuery(legislatorId: number) {
  return queryOptions({
    queryKey: ["communication-templates", legislatorId],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ templates: CommunicationTemplates }>(
        `/api/communication-templates/${legislatorId}`,
        signal,
      );
      return body.templates;
    },
  });
}

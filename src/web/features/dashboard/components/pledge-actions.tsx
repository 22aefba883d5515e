import { useQuery, useQueryClient } from "@tanstack/react-query";
import MailIcon from "lucide-react/icons/mail";
import PhoneIcon from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { Engagement, EngagementFlag } from "#shared/engagement";
import type { Legislator } from "#shared/legislator";
import { XLogoIcon } from "#web/components/layout/brand-icons";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/components/ui/use-toast";
import { engagementKeys, engagementQuery, useRecordEngagement } from "#web/entities/engagement/engagement";
import { formatPhone, phoneHref } from "#web/lib/display/phone";
import { handleFromProfileUrl } from "#web/lib/display/social-handle";
import { pledgedTweet, tweetText } from "#web/lib/display/tweet";
import { useLanguage } from "#web/lib/i18n/language";
import { siteConfigQuery } from "#web/lib/site-config";
import { engagementProgressText } from "../engagement-progress";

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

type ActionLegislator = Pick<Legislator, "fullName" | "contactForm" | "url" | "phone" | "twitterHandle">;

/**
 * A pledged legislator's card buttons: e-mail (their contact form), call and tweet. Each click
 * records the matching engagement flag and says how far that brings the voter's badges.
 */
export function PledgeActions({
  legislator,
  pledgeCount,
}: {
  legislator: ActionLegislator;
  pledgeCount: number;
}) {
  const t = useTranslations("dashboard.pledgeActions");
  const progressWords = useTranslations("dashboard.engagementProgress");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const record = useRecordEngagement();
  const config = useQuery(siteConfigQuery);
  useQuery(engagementQuery);

  const track = (flag: EngagementFlag) => {
    const before = queryClient.getQueryData<Engagement>(engagementKeys.mine);
    record.mutate([flag]);
    toast({
      title: progressWords("title"),
      description: engagementProgressText(before, flag, pledgeCount, progressWords, language),
      variant: "success",
    });
  };

  const emailHref = legislator.contactForm ?? legislator.url;
  const tweetHref = legislator.twitterHandle
    ? `https://x.com/intent/tweet?${new URLSearchParams({
        text: tweetText({
          template: pledgedTweet(language),
          legislatorHandle: legislator.twitterHandle,
          productHandle: handleFromProfileUrl(config.data?.links.twitter),
        }),
      })}`
    : null;

  return (
    <>
      {emailHref && (
        <Button asChild variant="outline" size="sm" className="flex-1">
          <a
            href={emailHref}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track("hasEmailedLegislator")}
          >
            <MailIcon aria-hidden="true" className="size-4" />
            {t.rich("email", { name: legislator.fullName, hidden })}
          </a>
        </Button>
      )}
      {legislator.phone && (
        <Button asChild variant="outline" size="sm" className="flex-1">
          <a href={phoneHref(legislator.phone)} onClick={() => track("hasCalledLegislator")}>
            <PhoneIcon aria-hidden="true" className="size-4" />
            {t.rich("call", {
              name: legislator.fullName,
              phone: formatPhone(legislator.phone),
              hidden,
            })}
          </a>
        </Button>
      )}
      {tweetHref && (
        <Button asChild variant="outline" size="sm" className="flex-1">
          <a
            href={tweetHref}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track("hasSharedOnSocial")}
          >
            <XLogoIcon className="size-4" />
            {t.rich("tweet", { name: legislator.fullName, hidden })}
          </a>
        </Button>
      )}
    </>
  );
}

import { useTranslations } from "use-intl";
import { FacebookIcon, XLogoIcon } from "#web/components/layout/brand-icons";
import { Button } from "#web/components/ui/button";
import { openShareWindow } from "#web/lib/share-window";

interface SocialShareButtonsProps {
  /** The share addresses (`shareLinks` in lib/display/share.ts). */
  links: { twitter: string; facebook: string };
  /** Records the share for a signed-in voter's badges. */
  onShared: () => void;
}

/**
 * "Share on Twitter" and "Share on Facebook", each opening the network's share window. A
 * fragment: the caller's container lays them out (and may add its own ways to share).
 */
export function SocialShareButtons({ links, onShared }: SocialShareButtonsProps) {
  const t = useTranslations("components.share");
  const share = (link: string) => {
    openShareWindow(link);
    onShared();
  };
  return (
    <>
      <Button variant="outline" onClick={() => share(links.twitter)}>
        <XLogoIcon className="size-4" />
        {t("twitter")}
      </Button>
      <Button variant="outline" onClick={() => share(links.facebook)}>
        <FacebookIcon className="size-4" />
        {t("facebook")}
      </Button>
    </>
  );
}

import Share2Icon from "lucide-react/icons/share-2";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { BlueskyIcon, FacebookIcon, XLogoIcon } from "#web/components/layout/brand-icons";
import { Button } from "#web/components/ui/button";
import { CopyButton } from "#web/components/ui/copy-button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Textarea } from "#web/components/ui/textarea";
import { shareLinks } from "#web/lib/display/share";
import { openShareWindow } from "#web/lib/share-window";

interface ShareControlsProps {
  /** The profile's public address, in the page's language. */
  url: string;
  /** The suggested message (the share rule) for the dialog, Facebook and Bluesky. */
  message: string;
  /** The tweet (the tweet rule, spec section 5) for the Tweet button and X. */
  tweet: string;
  fullName: string;
  firstName: string;
  /** Records the share for a signed-in voter's badges. */
  onShared: () => void;
}

/** Share (a dialog with every way to pass the page on), Tweet and Facebook, side by side. */
export function ShareControls(props: ShareControlsProps) {
  const t = useTranslations("legislator-profile.share");
  const links = shareLinks({ text: props.message, url: props.url });
  const tweetLink = shareLinks({ text: props.tweet, url: props.url }).twitter;
  const share = (link: string) => {
    openShareWindow(link);
    props.onShared();
  };
  return (
    <div className="flex flex-wrap gap-2">
      <ShareDialog {...props} links={links} share={share} />
      <Button variant="outline" size="sm" onClick={() => share(tweetLink)}>
        <XLogoIcon className="size-3.5" />
        {t("tweet")}
        <span className="sr-only">{t("tweetHint", { name: props.fullName })}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={() => share(links.facebook)}>
        <FacebookIcon className="size-4 text-[#1877f2]" />
        Facebook
        <span className="sr-only">{t("facebookHint")}</span>
      </Button>
    </div>
  );
}

function ShareDialog({
  url,
  message,
  fullName,
  firstName,
  onShared,
  links,
  share,
}: ShareControlsProps & {
  links: { twitter: string; facebook: string; bluesky: string };
  share: (link: string) => void;
}) {
  const t = useTranslations("legislator-profile.share");
  const urlId = useId();
  const messageId = useId();
  const canShareNatively = typeof navigator !== "undefined" && typeof navigator.share === "function";
  // While the dialog is open the rest of the page, the toasts included, is hidden from screen
  // readers, so the dialog announces its own copies.
  const [announcement, setAnnouncement] = useState("");

  async function shareNatively() {
    try {
      await navigator.share({ title: `${fullName} · Pledge Watch`, text: message, url });
      onShared();
    } catch (error) {
      // Closing the share sheet is not a failure worth telling anyone about.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
    }
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="primary" size="sm">
          <Share2Icon aria-hidden="true" className="size-4" />
          {t("share")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title", { name: fullName })}</DialogTitle>
          <DialogDescription>{t("description", { firstName })}</DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={urlId}>{t("link")}</Label>
            <div className="flex gap-2">
              <Input
                id={urlId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0"
              />
              <CopyButton
                text={url}
                label={t("copyLink")}
                size="md"
                className="h-11"
                onCopied={() => setAnnouncement(t("linkCopied"))}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={messageId}>{t("suggested")}</Label>
            <Textarea id={messageId} readOnly value={message} rows={4} className="resize-none text-sm" />
            <CopyButton
              text={`${message} ${url}`}
              label={t("copyMessage")}
              onCopied={() => {
                setAnnouncement(t("messageCopied"));
                onShared();
              }}
            />
          </div>
          <div>
            <p className="text-sm font-medium text-slate-800">{t("postIt")}</p>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {canShareNatively && (
                <Button variant="primary" className="col-span-2 sm:col-span-3" onClick={shareNatively}>
                  <Share2Icon aria-hidden="true" className="size-4" />
                  {t("native")}
                </Button>
              )}
              <Button variant="outline" onClick={() => share(links.twitter)}>
                <XLogoIcon className="size-3.5" />X (Twitter)
              </Button>
              <Button variant="outline" onClick={() => share(links.facebook)}>
                <FacebookIcon className="size-4 text-[#1877f2]" />
                Facebook
              </Button>
              <Button variant="outline" onClick={() => share(links.bluesky)}>
                <BlueskyIcon className="size-4 text-[#1185fe]" />
                Bluesky
              </Button>
            </div>
            <p className="mt-2 text-xs text-slate-600">{t("windows")}</p>
          </div>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </DialogContent>
    </Dialog>
  );
}

import { useQuery } from "@tanstack/react-query";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import MailIcon from "lucide-react/icons/mail";
import PhoneIcon from "lucide-react/icons/phone";
import PrinterIcon from "lucide-react/icons/printer";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { CommunicationTemplates } from "#shared/communication-templates";
import type { Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { XLogoIcon } from "#web/components/layout/brand-icons";
import { Button } from "#web/components/ui/button";
import { CopyButton } from "#web/components/ui/copy-button";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { Skeleton } from "#web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import type { ActionFlag } from "#web/entities/engagement/engagement";
import { useCurrentUser } from "#web/entities/session/current-user";
import { mailtoUrl } from "#web/lib/display/legislator-links";
import { formatPhone, phoneHref } from "#web/lib/display/phone";
import { shareLinks } from "#web/lib/display/share";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { openShareWindow } from "#web/lib/share-window";
import { communicationTemplatesQuery } from "../api/communication-templates";
import { hasPlaceholders, printableLetterHtml } from "../lib/profile-text";
import { useTweetFor } from "../lib/use-visitor";
import { ProfileCard } from "./profile-card";
import { TemplateText } from "./template-text";

type ToolsLegislator = Pick<Legislator, "id" | "fullName" | "phone" | "contactForm" | "twitterHandle">;

interface CommunicationToolsProps {
  legislator: ToolsLegislator;
  /** The honorific and last name, e.g. "Sen. Murkowski". */
  shortName: string;
  pageUrl: string;
  onEngaged: (flag: ActionFlag) => void;
}

/** Ready-made messages (email, letter, tweet, phone script), each to copy or to open where it is sent. */
export function CommunicationTools({ legislator, shortName, pageUrl, onEngaged }: CommunicationToolsProps) {
  const templates = useQuery(communicationTemplatesQuery(legislator.id));
  const tweetFor = useTweetFor(legislator);
  const { user } = useCurrentUser();
  const t = useTranslations("legislator-profile.tools");
  const unfilled =
    templates.data &&
    [templates.data.email.body, templates.data.letter, templates.data.phone].some((text) =>
      hasPlaceholders(text),
    );

  return (
    <ProfileCard title={t("title")} titleId="communication-title">
      <p className="text-sm leading-6 text-slate-600">
        {t("intro", { shortName })}
        {unfilled && !user && (
          <>
            {" "}
            {t.rich("signIn", {
              link: (chunks) => (
                <Link href={paths.auth} className="font-medium text-brand-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </>
        )}
        {unfilled && user && ` ${t("replace")}`}
      </p>
      {templates.isPending ? (
        <div role="status" className="mt-5">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-10 w-full max-w-md" />
          <Skeleton className="mt-6 h-48 w-full" />
        </div>
      ) : templates.isError ? (
        <p
          role="alert"
          className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {t("loadError")}
        </p>
      ) : (
        <TemplateTabs
          templates={templates.data}
          legislator={legislator}
          shortName={shortName}
          tweet={tweetFor(templates.data.socialMedia)}
          pageUrl={pageUrl}
          onEngaged={onEngaged}
        />
      )}
    </ProfileCard>
  );
}

function TemplateTabs({
  templates,
  legislator,
  shortName,
  tweet,
  pageUrl,
  onEngaged,
}: {
  templates: CommunicationTemplates;
  legislator: ToolsLegislator;
  shortName: string;
  tweet: string;
  pageUrl: string;
  onEngaged: (flag: ActionFlag) => void;
}) {
  const t = useTranslations("legislator-profile.tools");
  const language = useLanguage();
  const emailText = t("emailText", { subject: templates.email.subject, body: templates.email.body });
  return (
    <Tabs defaultValue="email" className="mt-5">
      {/* Two by two on phones, where four tabs in a row would scroll out of sight. */}
      <TabsList aria-label={t("tabs")} className="grid w-full grid-cols-2 sm:flex sm:w-fit">
        <TabsTrigger value="email">{t("email")}</TabsTrigger>
        <TabsTrigger value="letter">{t("letter")}</TabsTrigger>
        <TabsTrigger value="tweet">{t("tweet")}</TabsTrigger>
        <TabsTrigger value="phone">{t("phone")}</TabsTrigger>
      </TabsList>

      <TabsContent value="email">
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{t("subject")}</span> {templates.email.subject}
        </p>
        <TemplateText text={templates.email.body} className="mt-2" />
        <Actions>
          <CopyButton
            text={emailText}
            label={t("copyEmail")}
            onCopied={() => onEngaged("hasEmailedLegislator")}
          />
          <Button asChild variant="outline" size="sm">
            <a
              href={mailtoUrl({ subject: templates.email.subject, body: templates.email.body })}
              onClick={() => onEngaged("hasEmailedLegislator")}
            >
              <MailIcon aria-hidden="true" className="size-4" />
              {t("openEmail")}
            </a>
          </Button>
          {legislator.contactForm && (
            <Button asChild variant="outline" size="sm">
              <a href={legislator.contactForm} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
                {t("openContactForm")}
                <NewTabNote />
              </a>
            </Button>
          )}
        </Actions>
        <p className="mt-3 text-xs leading-5 text-slate-600">{t("emailNote")}</p>
      </TabsContent>

      <TabsContent value="letter">
        <TemplateText text={templates.letter} />
        <Actions>
          <CopyButton
            text={templates.letter}
            label={t("copyLetter")}
            onCopied={() => onEngaged("hasEmailedLegislator")}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              openPrintableLetter(templates.letter, t("letterTitle", { shortName }), language);
              onEngaged("hasEmailedLegislator");
            }}
          >
            <PrinterIcon aria-hidden="true" className="size-4" />
            {t("printLetter")}
            <NewTabNote />
          </Button>
        </Actions>
      </TabsContent>

      <TabsContent value="tweet">
        <TemplateText text={tweet} />
        <p className="mt-1 text-right text-xs text-slate-600">
          {t("characters", { count: String(Array.from(tweet).length) })}
        </p>
        <Actions>
          <CopyButton text={tweet} label={t("copyTweet")} onCopied={() => onEngaged("hasSharedOnSocial")} />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              openShareWindow(shareLinks({ text: tweet, url: pageUrl }).twitter);
              onEngaged("hasSharedOnSocial");
            }}
          >
            <XLogoIcon className="size-3.5" />
            {t("postOnX")}
            <span className="sr-only">{t("newWindow")}</span>
          </Button>
        </Actions>
      </TabsContent>

      <TabsContent value="phone">
        <TemplateText text={templates.phone} />
        <Actions>
          <CopyButton
            text={templates.phone}
            label={t("copyScript")}
            onCopied={() => onEngaged("hasCalledLegislator")}
          />
          {legislator.phone && (
            <Button asChild variant="outline" size="sm">
              <a href={phoneHref(legislator.phone)} onClick={() => onEngaged("hasCalledLegislator")}>
                <PhoneIcon aria-hidden="true" className="size-4" />
                {t("call", { phone: formatPhone(legislator.phone) })}
              </a>
            </Button>
          )}
        </Actions>
      </TabsContent>
    </Tabs>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap gap-2">{children}</div>;
}

/** The letter as a page of its own, ready to print; the blob is released once the tab has it. */
function openPrintableLetter(letter: string, title: string, language: Language) {
  const url = URL.createObjectURL(
    new Blob([printableLetterHtml(letter, title, language)], { type: "text/html" }),
  );
  window.open(url, "_blank", "noopener");
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

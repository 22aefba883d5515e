import { DEFAULT_LANGUAGE, type Language } from "#shared/language";
import { mailText } from "../i18n/mail-texts";
import { PRODUCT_NAME, pageLink, renderMail } from "./layout";
import type { OutgoingMail } from "./outbox";

/**
 * The account mails, each in `language`: the recipient's (users.language), or the request's for
 * a mail to an address that may have no account behind it. Their links go to the pages in that
 * language (`/es/verify-email` for Spanish).
 */
interface AccountMailInput {
  to: string;
  name: string;
  publicUrl: string;
  language?: Language;
}

const product = { product: PRODUCT_NAME };

export function verificationMail({
  to,
  name,
  token,
  publicUrl,
  language = DEFAULT_LANGUAGE,
}: AccountMailInput & { token: string }): OutgoingMail {
  return {
    kind: "verification",
    to,
    subject: mailText(language, "verification.subject", product),
    ...renderMail({
      language,
      title: mailText(language, "verification.title"),
      paragraphs: [
        mailText(language, "greeting", { name }),
        mailText(language, "verification.intro", product),
      ],
      action: {
        label: mailText(language, "verification.action"),
        url: pageLink(publicUrl, language, "/verify-email", { token }),
      },
      closing: [mailText(language, "verification.expiry"), mailText(language, "verification.ignore")],
    }),
  };
}

export function passwordResetMail({
  to,
  name,
  token,
  publicUrl,
  language = DEFAULT_LANGUAGE,
}: AccountMailInput & { token: string }): OutgoingMail {
  return {
    kind: "password-reset",
    to,
    subject: mailText(language, "passwordReset.subject", product),
    ...renderMail({
      language,
      title: mailText(language, "passwordReset.title"),
      paragraphs: [
        mailText(language, "greeting", { name }),
        mailText(language, "passwordReset.intro", product),
      ],
      action: {
        label: mailText(language, "chooseNewPassword"),
        url: pageLink(publicUrl, language, "/reset-password", { token }),
      },
      closing: [mailText(language, "passwordReset.expiry"), mailText(language, "passwordReset.ignore")],
    }),
  };
}

/** Sent instead of a second registration, so the sign-up form never reveals who has an account. */
export function accountExistsMail({
  to,
  publicUrl,
  language = DEFAULT_LANGUAGE,
}: {
  to: string;
  publicUrl: string;
  language?: Language;
}): OutgoingMail {
  return {
    kind: "account-exists",
    to,
    subject: mailText(language, "accountExists.subject", product),
    ...renderMail({
      language,
      title: mailText(language, "accountExists.title"),
      paragraphs: [
        mailText(language, "greetingAnonymous"),
        mailText(language, "accountExists.attempt", product),
        mailText(language, "accountExists.options"),
      ],
      action: {
        label: mailText(language, "accountExists.action"),
        url: pageLink(publicUrl, language, "/auth"),
      },
      links: [
        {
          label: mailText(language, "accountExists.forgot"),
          url: pageLink(publicUrl, language, "/forgot-password"),
        },
      ],
      closing: [mailText(language, "accountExists.notYou")],
    }),
  };
}

export function passwordChangedMail({
  to,
  name,
  publicUrl,
  language = DEFAULT_LANGUAGE,
}: AccountMailInput): OutgoingMail {
  return {
    kind: "password-changed",
    to,
    subject: mailText(language, "passwordChanged.subject", product),
    ...renderMail({
      language,
      title: mailText(language, "passwordChanged.title"),
      paragraphs: [
        mailText(language, "greeting", { name }),
        mailText(language, "passwordChanged.intro", product),
        mailText(language, "passwordChanged.notYou"),
      ],
      action: {
        label: mailText(language, "chooseNewPassword"),
        url: pageLink(publicUrl, language, "/forgot-password"),
      },
    }),
  };
}

/** Sent as the account is erased: the last mail to the address, which is kept nowhere else. */
export function accountDeletedMail({
  to,
  name,
  language = DEFAULT_LANGUAGE,
}: {
  to: string;
  name: string;
  language?: Language;
}): OutgoingMail {
  return {
    kind: "account-deleted",
    to,
    subject: mailText(language, "accountDeleted.subject", product),
    ...renderMail({
      language,
      title: mailText(language, "accountDeleted.title"),
      paragraphs: [
        mailText(language, "greeting", { name }),
        mailText(language, "accountDeleted.erased", product),
        mailText(language, "accountDeleted.goodbye"),
      ],
    }),
  };
}

/** The voter's record of a pledge they just made: its words, and how to take it back. */
export function pledgeReceiptMail({
  to,
  name,
  userId,
  pledgeId,
  legislatorName,
  words,
  publicUrl,
  language = DEFAULT_LANGUAGE,
}: AccountMailInput & {
  userId: number;
  pledgeId: number;
  legislatorName: string;
  /** The pledge's words (pledgeWordingIn), in `language`, as the voter read them before pledging. */
  words: string;
}): OutgoingMail {
  return {
    kind: "pledge-receipt",
    to,
    userId,
    topic: `pledge-receipt:${pledgeId}`,
    subject: mailText(language, "pledgeReceipt.subject", { legislator: legislatorName }),
    ...renderMail({
      language,
      title: mailText(language, "pledgeReceipt.title"),
      paragraphs: [
        mailText(language, "greeting", { name }),
        mailText(language, "pledgeReceipt.intro", product),
        words,
      ],
      action: {
        label: mailText(language, "pledgeReceipt.action"),
        url: pageLink(publicUrl, language, "/dashboard", { tab: "pledges" }),
      },
      closing: [mailText(language, "pledgeReceipt.withdraw")],
    }),
  };
}

export interface ContactMessageInput {
  /** The campaign's address, CONTACT_EMAIL. */
  to: string;
  fromName: string;
  fromEmail: string;
  subject: string;
  message: string;
}

/** A contact-form message for the campaign's own address: in English, whatever the sender's language. */
export function contactMessageMail({
  to,
  fromName,
  fromEmail,
  subject,
  message,
}: ContactMessageInput): OutgoingMail {
  const oneLineSubject = subject.replace(/\s+/g, " ").trim();
  return {
    kind: "contact-message",
    to,
    subject: `Contact form: ${oneLineSubject}`,
    ...renderMail({
      title: "New message from the contact form",
      paragraphs: [`Name: ${fromName}\nE-mail: ${fromEmail}\nSubject: ${oneLineSubject}`, message],
      footer: `Sent by the ${PRODUCT_NAME} contact form. To answer, write to the sender's address above.`,
    }),
  };
}

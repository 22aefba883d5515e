import { buildLink, PRODUCT_NAME, renderMail } from "./layout";
import type { OutgoingMail } from "./outbox";

interface AccountMailInput {
  to: string;
  name: string;
  publicUrl: string;
}

export function verificationMail({
  to,
  name,
  token,
  publicUrl,
}: AccountMailInput & { token: string }): OutgoingMail {
  return {
    kind: "verification",
    to,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    ...renderMail({
      title: "Confirm your e-mail address",
      paragraphs: [
        `Hello ${name},`,
        `Thank you for joining ${PRODUCT_NAME}. Please confirm that this e-mail address belongs to you.`,
      ],
      action: { label: "Confirm my e-mail address", url: buildLink(publicUrl, "/verify-email", { token }) },
      closing: [
        "The link works for 24 hours.",
        "If you did not create an account, you can ignore this e-mail.",
      ],
    }),
  };
}

export function passwordResetMail({
  to,
  name,
  token,
  publicUrl,
}: AccountMailInput & { token: string }): OutgoingMail {
  return {
    kind: "password-reset",
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    ...renderMail({
      title: "Reset your password",
      paragraphs: [
        `Hello ${name},`,
        `We received a request to reset the password of your ${PRODUCT_NAME} account. You can choose a new password with the button below.`,
      ],
      action: { label: "Choose a new password", url: buildLink(publicUrl, "/reset-password", { token }) },
      closing: [
        "The link works for 1 hour and only once.",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ],
    }),
  };
}

/** Sent instead of a second registration, so the sign-up form never reveals who has an account. */
export function accountExistsMail({ to, publicUrl }: { to: string; publicUrl: string }): OutgoingMail {
  return {
    kind: "account-exists",
    to,
    subject: `About your ${PRODUCT_NAME} account`,
    ...renderMail({
      title: "You already have an account",
      paragraphs: [
        "Hello,",
        `Someone tried to create a ${PRODUCT_NAME} account with this e-mail address. You already have an account, so nothing was changed.`,
        "If it was you, you can sign in. If you have forgotten your password, you can choose a new one.",
      ],
      action: { label: "Sign in", url: buildLink(publicUrl, "/auth") },
      links: [
        { label: "Forgot your password? Choose a new one", url: buildLink(publicUrl, "/forgot-password") },
      ],
      closing: ["If it was not you, you can ignore this e-mail: your account has not been touched."],
    }),
  };
}

export function passwordChangedMail({ to, name, publicUrl }: AccountMailInput): OutgoingMail {
  return {
    kind: "password-changed",
    to,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    ...renderMail({
      title: "Your password was changed",
      paragraphs: [
        `Hello ${name},`,
        `The password of your ${PRODUCT_NAME} account has just been changed. If you made this change, there is nothing more to do.`,
        "If you did not, choose a new password right away.",
      ],
      action: { label: "Choose a new password", url: buildLink(publicUrl, "/forgot-password") },
    }),
  };
}

/** Sent as the account is erased: the last mail to the address, which is kept nowhere else. */
export function accountDeletedMail({ to, name }: { to: string; name: string }): OutgoingMail {
  return {
    kind: "account-deleted",
    to,
    subject: `Your ${PRODUCT_NAME} account has been deleted`,
    ...renderMail({
      title: "Your account has been deleted",
      paragraphs: [
        `Hello ${name},`,
        `As you asked, your ${PRODUCT_NAME} account is deleted: your name, e-mail address, street address and phone number, your pledges, reminders and calendar link are erased, and your pledges no longer count toward any legislator's totals.`,
        "We will not write to you again. You are welcome to sign up anew at any time.",
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
}: AccountMailInput & {
  userId: number;
  pledgeId: number;
  legislatorName: string;
  /** The pledge's words (pledgeWording), as the voter read them before pledging. */
  words: string;
}): OutgoingMail {
  return {
    kind: "pledge-receipt",
    to,
    userId,
    topic: `pledge-receipt:${pledgeId}`,
    subject: `Your pledge to ${legislatorName}`,
    ...renderMail({
      title: "Your pledge is recorded",
      paragraphs: [
        `Hello ${name},`,
        `This is your copy of the pledge you just made on ${PRODUCT_NAME}:`,
        words,
      ],
      action: { label: "See my pledges", url: buildLink(publicUrl, "/dashboard", { tab: "pledges" }) },
      closing: [
        "Changed your mind? You can withdraw this pledge at any time from the same page; it then stops counting toward the legislator's totals.",
      ],
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

import type { MailMessage, MailTransport } from "#server/mail/transport";

/** Captures what the mail worker sends, so API tests can read the links a voter would click. */
export function createMemoryMail() {
  const messages: MailMessage[] = [];
  const transport: MailTransport = {
    async send(message) {
      messages.push(message);
    },
  };
  return {
    transport,
    messages,
    /** Waits for a mail to this address whose subject matches; the worker delivers within ~1 s. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<MailMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to === to && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/** The token of the first link to `path` in a mail's text. */
export function tokenFromMail(message: MailMessage, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

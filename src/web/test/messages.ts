import type { Language } from "#shared/language";

const CATALOGUES = import.meta.glob<Record<string, unknown>>(
  ["../components/messages/*.ts", "../entities/messages/*.ts", "../features/*/messages/*.ts"],
  { import: "default", eager: true },
);

/** Every namespace's messages in a language, as the app has them once a page has loaded its own. */
export function allMessages(language: Language): Record<string, Record<string, unknown>> {
  const messages: Record<string, Record<string, unknown>> = {};
  for (const [file, catalogue] of Object.entries(CATALOGUES)) {
    const match = /\/(?:features\/)?([\w-]+)\/messages\/(\w+)\.ts$/.exec(file);
    if (match?.[2] === language) messages[match[1]!] = catalogue;
  }
  return messages;
}

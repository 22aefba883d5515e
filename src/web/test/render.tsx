import { QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render, screen, waitFor, within } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { IntlProvider } from "use-intl";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LANGUAGE_BASES, type Language, LOCALES, pathInLanguage } from "#shared/language";
import { CONGRESS_TIME_ZONE } from "#shared/rules/dates";
import { Toaster } from "#web/components/ui/toast";
import { createQueryClient } from "#web/lib/query-client";
import { allMessages } from "./messages";

/** The query clients of this test's renders, for `settleRenders` once it ends. */
const clients = new Set<ReturnType<typeof createQueryClient>>();

/**
 * Called after each test (setup.ts): waits until no query or mutation of the test's renders is
 * still running (a refetch the app starts as the test ends would otherwise reach the next
 * test's API), then empties their caches.
 */
export async function settleRenders(): Promise<void> {
  try {
    await waitFor(() => {
      for (const client of clients) {
        if (client.isFetching() + client.isMutating() > 0) throw new Error("the API is still being called");
      }
    });
  } finally {
    for (const client of clients) client.clear();
    clients.clear();
  }
}

export interface RenderedComponent extends RenderResult {
  /** Clicks and types as a visitor does (user-event). */
  user: UserEvent;
  /** The component's own query client, fresh for each render (the app's settings). */
  queryClient: ReturnType<typeof createQueryClient>;
  /** Every address wouter was sent to, the first one included (`path`). */
  visited: readonly string[];
}

/**
 * Renders `ui` as the app would: in a language (English unless told) with every message
 * catalogue loaded, a fresh QueryClient with the app's settings, wouter on an in-memory location
 * starting at `path` (`/es/…` in Spanish), and the toaster. The API is the mock server of api.ts.
 */
export function renderComponent(
  ui: ReactElement,
  { path = "/", language = "en" }: { path?: string; language?: Language } = {},
): RenderedComponent {
  const queryClient = createQueryClient();
  clients.add(queryClient);
  const location = memoryLocation({ path: pathInLanguage(path, language), record: true });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <IntlProvider locale={LOCALES[language]} messages={allMessages(language)} timeZone={CONGRESS_TIME_ZONE}>
      <QueryClientProvider client={queryClient}>
        <Router base={LANGUAGE_BASES[language]} hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...result, user, queryClient, visited: location.history };
}

/**
 * The open toast titled `title`, once it shows (title and description are its text). Only the
 * notification area counts: Radix also repeats a toast's words for screen readers elsewhere. It
 * is found even while a modal dialog hides the rest of the page from the accessibility tree.
 */
export async function findToast(title: string): Promise<HTMLElement> {
  const area = await screen.findByRole("region", { name: /^(Notifications|Notificaciones)/, hidden: true });
  return waitFor(() => {
    // One toast shows at a time; the one it replaced may still be there, closed.
    const open = [...area.querySelectorAll<HTMLElement>("li[data-state=open]")];
    const item = open.find((toast) => within(toast).queryAllByText(title, { exact: true }).length > 0);
    if (!item)
      throw new Error(
        `No open toast titled "${title}"; showing: ${open.map((t) => t.textContent).join(" | ") || "none"}`,
      );
    return item;
  });
}

/**
 * Replaces what a text field holds with `text` in one input, as a visitor pasting it or a browser
 * test's fill() would; `user.type` is for the tests about typing itself.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * An accessible name to query by, written as a browser computes it. jsdom's computation drops the
 * space at the start of an inline element's text that browsers keep ("Withdraw pledge" followed
 * by a visually hidden " to Avery Stone" reads "Withdraw pledgeto Avery Stone"), so each space
 * may be missing; everything else must match exactly.
 */
export function accessibleName(name: string): RegExp {
  const words = name.split(" ").map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${words.join("\\s*")}$`);
}

import type { ServerContext } from "#server/context";
import { calendarText } from "#server/i18n/calendar-texts";
import { buildLink, PRODUCT_NAME, pageLink } from "#server/mail/layout";
import { REMINDER_EVENT_LABELS_IN } from "#shared/i18n/rule-texts";
import { stateNameIn } from "#shared/i18n/states";
import { type IcsEvent, icsDocument } from "#shared/rules/ics";
import { upcomingEvents } from "#shared/rules/reminder-schedule";
import { stateToday } from "#shared/state-time-zones";
import { hashToken, newToken } from "../auth/service";
import { feedOwner, feedStates, replaceFeed } from "./repo";

type Ctx = Pick<ServerContext, "db" | "tokenKey" | "config" | "catalog" | "now">;

/** A new secret feed for the voter (the old one stops working); returns its URL. */
export async function createFeed(ctx: Ctx, userId: number): Promise<string> {
  const token = newToken();
  await replaceFeed(ctx.db, userId, hashToken(ctx.tokenKey, token), ctx.now());
  return feedUrl(ctx.config.publicUrl, token);
}

export function feedUrl(publicUrl: string, token: string): string {
  return buildLink(publicUrl, `/calendar/${token}.ics`);
}

/**
 * The calendar behind a feed token, or null for a token that was replaced, deleted or never
 * issued: an all-day event for each upcoming exact primary, runoff and registration deadline of
 * the voter's states, with UIDs stable per state, kind and year, so an administrator's change of
 * a date moves the event the calendar already holds. Its texts, and its links to the states' pages,
 * are in the voter's language.
 */
export async function feedCalendar(ctx: Ctx, token: string): Promise<string | null> {
  const owner = await feedOwner(ctx.db, hashToken(ctx.tokenKey, token));
  if (owner === null) return null;
  const { userId, language } = owner;
  const now = ctx.now();
  const host = new URL(ctx.config.publicUrl).hostname;
  const events: IcsEvent[] = [];
  for (const state of await feedStates(ctx.db, userId)) {
    const rules = ctx.catalog.primaryElection(state);
    const url = pageLink(ctx.config.publicUrl, language, `/state-information/${state.toLowerCase()}`);
    const name = stateNameIn(state, language);
    for (const event of upcomingEvents(rules, stateToday(state, now))) {
      const details = event.kind === "registration-deadline" ? "registrationDeadline" : event.kind;
      events.push({
        uid: `${event.kind}-${state.toLowerCase()}-${event.date.slice(0, 4)}@${host}`,
        date: event.date,
        title: `${name}: ${REMINDER_EVENT_LABELS_IN[language][event.kind]}`,
        details: calendarText(language, details, { state: name, url }),
        url,
      });
    }
  }
  return icsDocument(events, now, calendarText(language, "name", { product: PRODUCT_NAME }));
}

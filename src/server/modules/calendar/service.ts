import type { ServerContext } from "#server/context";
import { buildLink } from "#server/mail/layout";
import { type IcsEvent, icsDocument } from "#shared/rules/ics";
import { REMINDER_EVENT_LABELS, upcomingEvents } from "#shared/rules/reminder-schedule";
import { stateToday } from "#shared/state-time-zones";
import { stateName } from "#shared/states";
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
 * a date moves the event the calendar already holds.
 */
export async function feedCalendar(ctx: Ctx, token: string): Promise<string | null> {
  const userId = await feedOwner(ctx.db, hashToken(ctx.tokenKey, token));
  if (userId === null) return null;
  const now = ctx.now();
  const host = new URL(ctx.config.publicUrl).hostname;
  const events: IcsEvent[] = [];
  for (const state of await feedStates(ctx.db, userId)) {
    const rules = ctx.catalog.primaryElection(state);
    const url = buildLink(ctx.config.publicUrl, `/state-information/${state.toLowerCase()}`);
    for (const event of upcomingEvents(rules, stateToday(state, now))) {
      events.push({
        uid: `${event.kind}-${state.toLowerCase()}-${event.date.slice(0, 4)}@${host}`,
        date: event.date,
        title: `${stateName(state)}: ${REMINDER_EVENT_LABELS[event.kind]}`,
        details:
          event.kind === "registration-deadline"
            ? `The last day to register (or change party registration) to vote in ${stateName(state)}'s primary. Check the rules: ${url}`
            : `${stateName(state)}'s Republican primary${event.kind === "runoff" ? " runoff" : ""}. Dates and rules: ${url}`,
        url,
      });
    }
  }
  return icsDocument(events, now, "Pledge Watch: primary dates");
}

import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "#shared/accounts";
import type { ReminderPreferences } from "#shared/engagement";
import type { UserPledge } from "#shared/pledges";
import type { PrimaryElection } from "#shared/primary-election";
import { EXPECTED_DATE_NOTE } from "#shared/rules/primary-date";
import { api, apiError, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { legislator, primaryElection, reminderPreferences, userPledge, voter } from "#web/test/fixtures";
import { accessibleName, findToast, renderComponent } from "#web/test/render";
import { RemindersTab } from "./reminders-tab";

// Dates are read on today's calendar: the tests run on June 15, 2026 (Alaska's and the machine's).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const stone = legislator({ id: 1, firstName: "Avery", lastName: "Stone" });

interface Server {
  reminders?: ReminderPreferences;
  elections?: PrimaryElection[];
  pledges?: UserPledge[];
}

/** The dashboard's calls; returns the bodies of the reminder PUTs and engagement POSTs it got. */
function serve({
  reminders = reminderPreferences(),
  elections = [primaryElection()],
  pledges = [],
}: Server = {}) {
  const saved: ReminderPreferences[] = [];
  const engagement: unknown[] = [];
  api.use(
    http.get("/api/user/reminders", () => HttpResponse.json({ reminders })),
    http.put("/api/user/reminders", async ({ request }) => {
      const body = (await request.json()) as ReminderPreferences;
      saved.push(body);
      return HttpResponse.json({ reminders: body });
    }),
    http.post("/api/user/engagement", async ({ request }) => {
      engagement.push(await request.json());
      return HttpResponse.json({
        engagement: {
          hasEmailedLegislator: false,
          hasCalledLegislator: false,
          hasSharedOnSocial: false,
          hasCalendarReminders: false,
          hasEmailReminders: true,
          hasDonated: false,
        },
      });
    }),
    http.get("/api/primary-elections", () => HttpResponse.json({ primaryElections: elections })),
    http.get("/api/user/pledges", () => HttpResponse.json({ pledges })),
  );
  return { saved, engagement };
}

/** E-mail reminders on, a week, 3 days and a day before and on the day, for a deadline on July 19, 2026. */
function serveJulyDeadline() {
  return serve({
    reminders: reminderPreferences({ emailReminders: true, oneMonth: false, twoWeeks: false }),
    elections: [
      primaryElection({
        primaryDate: "2026-08-18",
        nextPrimaryYear: 2026,
        registrationDeadline: "2026-07-19",
      }),
    ],
  });
}

function renderTab(user: User = voter(), language: "en" | "es" = "en") {
  return renderComponent(<RemindersTab user={user} />, { language });
}

describe("the reminders tab: settings", () => {
  it("shows the saved switches, and the reminder times once e-mail reminders are on", async () => {
    const { saved, engagement } = serve();
    const { user } = renderTab();
    const email = await screen.findByRole("switch", { name: "Email reminders" });
    expect(email).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Calendar reminders" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Action notices" })).toBeChecked();
    expect(screen.queryByRole("group", { name: "When should we remind you?" })).not.toBeInTheDocument();

    await user.click(email);
    expect(await findToast("Email reminders turned on")).toHaveTextContent(
      "We e-mail you at the times you chose, once your state's dates are announced.",
    );
    expect(email).toBeChecked();
    expect(saved.at(-1)).toMatchObject({ emailReminders: true, calendarReminders: false });
    await vi.waitFor(() => expect(engagement).toEqual([{ updates: { hasEmailReminders: true } }]));
    const times = screen.getByRole("group", { name: "When should we remind you?" });
    const offsets = within(times).getAllByRole("checkbox");
    expect(offsets.map((box) => box.getAttribute("aria-checked"))).toEqual(Array(6).fill("true"));

    await user.click(within(times).getByRole("checkbox", { name: "Three days before" }));
    expect(within(times).getByRole("checkbox", { name: "Three days before" })).not.toBeChecked();
    await vi.waitFor(() =>
      expect(saved.at(-1)).toMatchObject({ emailReminders: true, threeDays: false, oneWeek: true }),
    );
  });

  it("says what the voter will miss when action notices are turned off", async () => {
    const { saved } = serve();
    const { user } = renderTab();
    await user.click(await screen.findByRole("switch", { name: "Action notices" }));
    expect(await findToast("Action notices turned off")).toHaveTextContent(
      "You will not hear from us when a legislator you pledged to acts.",
    );
    expect(saved.at(-1)).toMatchObject({ actionNotices: false });
  });

  it("keeps a switch off, and says so, when saving fails", async () => {
    quietErrorLog();
    serve();
    api.use(http.put("/api/user/reminders", () => apiError(500, "Internal error")));
    const { user } = renderTab();
    const calendar = await screen.findByRole("switch", { name: "Calendar reminders" });
    await user.click(calendar);
    expect(await findToast("Could not save your reminders")).toHaveTextContent(
      "Please check your connection and try again.",
    );
    expect(calendar).not.toBeChecked();
  });

  it("says when the settings cannot be loaded, and loads them on Retry", async () => {
    serve();
    api.use(http.get("/api/user/reminders", () => apiError(500, "Internal error"), { once: true }));
    const { user } = renderTab();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load your reminder settings");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("switch", { name: "Email reminders" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("the reminders tab: what is coming up", () => {
  const comingUp = () => screen.findByRole("region", { name: "Coming up" });

  it("says e-mail reminders are off", async () => {
    serve();
    renderTab();
    expect(await comingUp()).toHaveTextContent(
      "E-mail reminders are off: turn them on above to be reminded of your state's dates.",
    );
  });

  it("says the state has not announced its dates, when none is on record", async () => {
    serve({ reminders: reminderPreferences({ emailReminders: true }) });
    renderTab();
    expect(
      await within(await comingUp()).findByText(
        /^Alaska has not announced the dates of its next primary yet/,
      ),
    ).toBeVisible();
  });

  it("lists the next reminders of the announced dates, soonest first", async () => {
    serveJulyDeadline();
    renderTab();
    const items = await within(await comingUp()).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Registration deadline reminder: Sunday, July 12, 2026 (one week before)",
      "Registration deadline reminder: Thursday, July 16, 2026 (3 days before)",
      "Registration deadline reminder: Saturday, July 18, 2026 (the day before)",
      "Registration deadline reminder: Sunday, July 19, 2026 (on the day)",
    ]);
  });

  it("asks for an address when the voter has none", async () => {
    serve({ reminders: reminderPreferences({ emailReminders: true }) });
    renderTab(
      voter({
        address: null,
        city: null,
        state: null,
        zip: null,
        districtCode: null,
        congressionalDistrict: null,
      }),
    );
    expect(await comingUp()).toHaveTextContent(
      "Add your address to your profile: reminders follow your state's dates.",
    );
  });
});

describe("the reminders tab: calendar and schedule", () => {
  it("offers a calendar entry and an .ics file for each known date, and shows it in the schedule", async () => {
    serve({
      elections: [primaryElection({ primaryDate: "2028-08-15", nextPrimaryYear: 2028 })],
      pledges: [userPledge(stone)],
    });
    const { user } = renderTab();
    await user.click(screen.getByRole("tab", { name: "Calendar" }));

    expect(await screen.findByText("Alaska primary election", { exact: true })).toBeVisible();
    expect(screen.getByText("Avery Stone's primary", { exact: true })).toBeVisible();
    const google = screen.getByRole("link", {
      name: accessibleName("Add to calendar for Alaska primary election (opens in a new tab)"),
    });
    expect(google.getAttribute("href")).toContain("dates=20280815%2F20280816");
    expect(google).toHaveAttribute("target", "_blank");

    // The .ics file is handed to the browser as a download.
    const files: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      files.push(blob as Blob);
      return "blob:ics";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(
      screen.getByRole("button", { name: accessibleName("Download .ics for Alaska primary election") }),
    );
    expect(names).toEqual(["state-AK-primary-2028-08-15.ics"]);
    expect(files[0]?.type).toBe("text/calendar");
    expect(await files[0]!.text()).toContain("DTSTART;VALUE=DATE:20280815");

    await user.click(screen.getByRole("tab", { name: "Schedule" }));
    expect(await screen.findByText("Primary election")).toBeVisible();
    expect(screen.getByText(/^August 15, 2028/)).toBeVisible();
    expect(screen.getByText("Voter registration deadline")).toBeVisible();
  });

  it("says when a date is not announced, with no calendar buttons", async () => {
    serve({ pledges: [userPledge(stone)] });
    const { user } = renderTab();
    await user.click(screen.getByRole("tab", { name: "Calendar" }));
    expect(await screen.findAllByText("The 2028 primary date has not been announced yet.")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: /Add to calendar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Download \.ics/ })).not.toBeInTheDocument();
    expect(screen.getByText(EXPECTED_DATE_NOTE)).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "Schedule" }));
    expect(await screen.findByText(/^Expected 2028\*/)).toBeVisible();
  });

  it("reports a failed load of the primary dates, with a retry", async () => {
    serve();
    api.use(http.get("/api/primary-elections", () => apiError(500, "Internal error"), { once: true }));
    const { user } = renderTab();
    await user.click(screen.getByRole("tab", { name: "Calendar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch primary election data");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Alaska primary election")).toBeVisible();
  });

  it("asks for an address before it can show any date", async () => {
    serve();
    const { user } = renderTab(voter({ state: null }));
    await user.click(screen.getByRole("tab", { name: "Calendar" }));
    expect(
      await screen.findByText("Add your address to your profile to see your primary dates."),
    ).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Schedule" }));
    expect(
      await screen.findByText("Add your address to your profile to see your election schedule."),
    ).toBeVisible();
  });

  it("gives a private calendar link, and revokes it", async () => {
    serve();
    api.use(
      http.post("/api/user/calendar-feed", () =>
        HttpResponse.json({ url: "https://pledge.example.org/calendar/secret-token.ics" }, { status: 201 }),
      ),
      http.delete("/api/user/calendar-feed", () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderTab();
    await user.click(screen.getByRole("tab", { name: "Calendar" }));
    await user.click(await screen.findByRole("button", { name: "Get my calendar link" }));
    expect(await screen.findByRole("link", { name: "Subscribe in your calendar" })).toHaveAttribute(
      "href",
      "webcal://pledge.example.org/calendar/secret-token.ics",
    );
    expect(screen.getByLabelText("Your calendar link")).toHaveValue(
      "https://pledge.example.org/calendar/secret-token.ics",
    );
    await user.click(screen.getByRole("button", { name: "Revoke my calendar link" }));
    expect(await findToast("Calendar link revoked")).toHaveTextContent(
      "Calendars subscribed to it get no more dates.",
    );
    expect(screen.queryByRole("link", { name: "Subscribe in your calendar" })).not.toBeInTheDocument();
  });
});

describe("the reminders tab in Spanish", () => {
  it("names its settings in Spanish and says what a switch did in a Spanish toast", async () => {
    const { saved } = serve();
    const { user } = renderTab(voter(), "es");
    expect(screen.getByRole("heading", { level: 2, name: "Recordatorios de primarias" })).toBeVisible();
    expect(screen.getByRole("tablist", { name: "Opciones de recordatorios" })).toBeVisible();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Opciones",
      "Calendario",
      "Fechas",
    ]);
    const email = await screen.findByRole("switch", { name: "Recordatorios por correo electrónico" });
    expect(screen.getByRole("switch", { name: "Avisos de acciones" })).toBeChecked();
    expect(await screen.findByRole("region", { name: "Próximos recordatorios" })).toHaveTextContent(
      "Los recordatorios por correo electrónico están desactivados",
    );

    await user.click(email);
    expect(await findToast("Recordatorios por correo activados")).toHaveTextContent(
      "Le escribiremos en los momentos que eligió, una vez que se anuncien las fechas de su estado.",
    );
    expect(saved.at(-1)).toMatchObject({ emailReminders: true });
    const times = screen.getByRole("group", { name: "¿Cuándo quiere que se lo recordemos?" });
    expect(within(times).getByRole("checkbox", { name: "Tres días antes" })).toBeChecked();
  });

  it("writes the coming reminders' dates for es-US", async () => {
    serveJulyDeadline();
    renderTab(voter(), "es");
    const comingUp = await screen.findByRole("region", { name: "Próximos recordatorios" });
    const items = await within(comingUp).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Recordatorio de la fecha límite de inscripción: domingo, 12 de julio de 2026 (una semana antes)",
      "Recordatorio de la fecha límite de inscripción: jueves, 16 de julio de 2026 (3 días antes)",
      "Recordatorio de la fecha límite de inscripción: sábado, 18 de julio de 2026 (el día anterior)",
      "Recordatorio de la fecha límite de inscripción: domingo, 19 de julio de 2026 (el mismo día)",
    ]);
  });

  it("shows the calendar and the schedule in Spanish, an estimated primary as 'Prevista'", async () => {
    serve({ pledges: [userPledge(stone)] });
    const { user } = renderTab(voter(), "es");
    await user.click(screen.getByRole("tab", { name: "Calendario" }));
    expect(await screen.findByText("Elección primaria de Alaska", { exact: true })).toBeVisible();
    expect(screen.getByText("Primaria de Avery Stone", { exact: true })).toBeVisible();
    expect(screen.getByText("La primaria de su estado · Prevista para 2028*")).toBeVisible();
    expect(screen.getAllByText("La fecha de la primaria de 2028 todavía no se ha anunciado.")).toHaveLength(
      2,
    );
    expect(screen.getByText(/^\* Estimada: el año de la próxima primaria ordinaria\./)).toBeVisible();
    expect(screen.getByRole("button", { name: "Obtener mi enlace de calendario" })).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "Fechas" }));
    const schedule = screen.getByRole("tabpanel", { name: "Fechas" });
    expect((await within(schedule).findAllByRole("listitem")).map((item) => item.textContent)).toEqual([
      "Fecha límite de inscripción de votantesPor confirmar",
      "Elección primariaPrevista para 2028*",
    ]);
  });

  it("gives an announced primary's date for es-US, with the days left", async () => {
    serve({
      elections: [
        primaryElection({
          primaryDate: "2026-08-18",
          nextPrimaryYear: 2026,
          registrationDeadline: "2026-07-19",
        }),
      ],
    });
    const { user } = renderTab(voter(), "es");
    await user.click(screen.getByRole("tab", { name: "Fechas" }));
    const schedule = screen.getByRole("tabpanel", { name: "Fechas" });
    expect((await within(schedule).findAllByRole("listitem")).map((item) => item.textContent)).toEqual([
      "Fecha límite de inscripción de votantes19 de julio de 2026 · dentro de 34 días",
      "Elección primaria18 de agosto de 2026 · Faltan 64 días para la primaria",
    ]);
  });
});

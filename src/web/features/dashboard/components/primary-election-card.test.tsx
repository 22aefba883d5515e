import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrimaryElection } from "#shared/primary-election";
import { EXPECTED_DATE_NOTE } from "#shared/rules/primary-date";
import { api, apiError, HttpResponse, holdUntilReleased, http } from "#web/test/api";
import { primaryElection } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { PrimaryElectionCard } from "./primary-election-card";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

/** A closed primary announced for August 18, 2026, 64 days after the test's today. */
const closedPrimaryInAugust = primaryElection({
  primaryDate: "2026-08-18",
  nextPrimaryYear: 2026,
  registrationDeadline: "2026-07-19",
  primaryType: "closed",
});

function serve(elections: PrimaryElection[]) {
  api.use(http.get("/api/primary-elections", () => HttpResponse.json({ primaryElections: elections })));
}

/** The card's facts (term → value), as a description list reads. */
function facts(card: HTMLElement): Record<string, string | null> {
  const terms = within(card)
    .getAllByRole("term")
    .map((term) => term.textContent ?? "");
  const values = within(card)
    .getAllByRole("definition")
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? null]));
}

describe("the dashboard's primary election card", () => {
  it("shows the announced date, the days left, the type, the deadline and who may vote", async () => {
    serve([closedPrimaryInAugust]);
    renderComponent(<PrimaryElectionCard state="AK" registeredParty="Independent" />);
    expect(await screen.findByText("Primary date")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Primary Election Information" })).toBeVisible();
    expect(screen.getByText("August 18, 2026")).toBeVisible();
    expect(screen.getByText("64 days until the primary")).toBeVisible();
    expect(facts(document.body)).toEqual({
      "Primary type": "Closed",
      "Registration deadline": "July 19, 2026",
    });
    expect(
      screen.getByText(
        "You must change your registration to Republican by the state's deadline for party changes.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Alaska voting rules and deadlines" })).toHaveAttribute(
      "href",
      "/state-information/ak",
    );
  });

  it("shows only the expected year when no date is announced, with the note that says so", async () => {
    serve([primaryElection({ primaryType: null })]);
    renderComponent(<PrimaryElectionCard state="AK" registeredParty={null} />);
    expect(await screen.findByText("Expected primary")).toBeVisible();
    expect(screen.getByText("2028*")).toBeVisible();
    expect(screen.getByText(EXPECTED_DATE_NOTE)).toBeVisible();
    expect(facts(document.body)).toEqual({ "Primary type": "Not available", "Registration deadline": "TBD" });
  });

  it("shows a placeholder while loading, then the card", async () => {
    const held = holdUntilReleased();
    api.use(
      http.get(
        "/api/primary-elections",
        held.handler(() => HttpResponse.json({ primaryElections: [primaryElection()] })),
      ),
    );
    renderComponent(<PrimaryElectionCard state="AK" registeredParty={null} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading primary election information…");
    held.release();
    expect(await screen.findByText("Expected primary")).toBeVisible();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("reports a failed load in the spec's words, and loads on Retry", async () => {
    serve([primaryElection()]);
    api.use(http.get("/api/primary-elections", () => apiError(500, "Internal error"), { once: true }));
    const { user } = renderComponent(<PrimaryElectionCard state="AK" registeredParty={null} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch primary election data");
    expect(alert).toHaveTextContent("Please check your connection and try again.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Expected primary")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks for an address when the voter's state is not known", () => {
    serve([primaryElection()]);
    renderComponent(<PrimaryElectionCard state={null} registeredParty={null} />);
    expect(screen.getByText("User state not available")).toBeVisible();
    expect(screen.getByText("Add your address to your profile to see your state's primary.")).toBeVisible();
  });

  it("says so when there is nothing on file for the state", async () => {
    serve([primaryElection()]);
    renderComponent(<PrimaryElectionCard state="GU" registeredParty={null} />);
    expect(await screen.findByText("We don't have primary information for Guam yet.")).toBeVisible();
  });
});

describe("the primary election card on a Spanish page", () => {
  it("writes the date for es-US, the days left, the type and the deadline in Spanish", async () => {
    serve([closedPrimaryInAugust]);
    renderComponent(<PrimaryElectionCard state="AK" registeredParty="Independent" />, { language: "es" });
    expect(await screen.findByText("Fecha de la primaria")).toBeVisible();
    expect(
      screen.getByRole("heading", { level: 2, name: "Información sobre la elección primaria" }),
    ).toBeVisible();
    expect(screen.getByText("18 de agosto de 2026")).toBeVisible();
    expect(screen.getByText("Faltan 64 días para la primaria")).toBeVisible();
    expect(facts(document.body)).toEqual({
      "Tipo de primaria": "Cerrada",
      "Fecha límite de inscripción": "19 de julio de 2026",
    });
    expect(
      screen.getByRole("link", { name: "Reglas y fechas límite de votación en Alaska" }),
    ).toHaveAttribute("href", "/es/state-information/ak");
  });

  it("shows an estimated year with its note, and 'Por confirmar' for an unknown deadline", async () => {
    serve([primaryElection({ primaryType: "top-two (nonpartisan)" })]);
    renderComponent(<PrimaryElectionCard state="AK" registeredParty={null} />, { language: "es" });
    expect(await screen.findByText("Primaria prevista")).toBeVisible();
    expect(screen.getByText("2028*")).toBeVisible();
    expect(screen.getByText(/^\* Estimada:/)).toBeVisible();
    expect(facts(document.body)).toEqual({
      "Tipo de primaria": "De los dos más votados (no partidista)",
      "Fecha límite de inscripción": "Por confirmar",
    });
  });
});

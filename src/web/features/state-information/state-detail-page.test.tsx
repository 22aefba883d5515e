import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { VacantSeat } from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { EXPECTED_DATE_NOTE } from "#shared/rules/primary-date";
import { api, apiError, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { dataSources, legislator, primaryElection, representative } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { StateDetailPage } from "./state-detail-page";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const newYork = (overrides: Partial<PrimaryElection> = {}) =>
  primaryElection({
    state: "NY",
    stateName: "New York",
    primaryDate: "2026-06-23",
    nextPrimaryYear: 2026,
    registrationDeadline: "2026-06-27",
    primaryType: "closed",
    confidence: { date: "high", type: "medium" },
    ...overrides,
  });

const members: Legislator[] = [
  legislator({ id: 11, firstName: "Ada", lastName: "Marsh", state: "NY", gender: "F" }),
  representative("NY-01", { id: 12, firstName: "Ben", lastName: "Ortiz" }),
];
const vacant: VacantSeat[] = [{ state: "NY", type: "rep", districtCode: "NY-02", reason: "vacant" }];

function serve(election: PrimaryElection | null) {
  api.use(
    http.get("/api/primary-elections", () => HttpResponse.json({ primaryElection: election })),
    http.get("/api/legislators", () => HttpResponse.json({ legislators: members })),
    http.get("/api/vacant-seats", () => HttpResponse.json({ vacantSeats: vacant })),
    http.get("/api/data-sources", () => HttpResponse.json({ dataSources: dataSources() })),
  );
}

function renderState(code: string, language: "en" | "es") {
  return renderComponent(<Route path="/state-information/:state" component={StateDetailPage} />, {
    path: `/state-information/${code}`,
    language,
  });
}

/** The "At a glance" facts: each term with its value and hints, joined by " | ". */
function facts(): Record<string, string> {
  const list = screen.getAllByRole("term")[0]!.closest("dl")!;
  return Object.fromEntries(
    within(list)
      .getAllByRole("term")
      .map((term) => [
        term.textContent ?? "",
        within(term.parentElement!)
          .getAllByRole("definition")
          .map((value) => value.textContent)
          .join(" | "),
      ]),
  );
}

// A whole page, its members' cards included: more time than a test's default on a busy machine.
const slow = { timeout: 15_000 };

describe("a state's page in Spanish", slow, () => {
  it("names the state, its dates, primary type and confidence in Spanish, dates in es-US", async () => {
    serve(newYork());
    renderState("ny", "es");

    expect(await screen.findByRole("heading", { name: "De un vistazo" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Nueva York" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Todos los estados" })).toHaveAttribute(
      "href",
      "/es/state-information",
    );
    expect(facts()).toMatchObject({
      "Fecha de la primaria": "23 de junio de 2026 | Certeza: alta",
      "Tipo de primaria": "Cerrada | Certeza: media",
      "Fecha límite de inscripción": "27 de junio de 2026",
    });
    expect(screen.getByText("Confirme la información con la oficina electoral de Nueva York")).toBeVisible();
    expect(screen.getByText("Quién puede votar en la primaria republicana")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Inscríbase y verifique su inscripción" })).toBeVisible();
    expect(document.title).toContain("Información sobre la primaria en Nueva York");

    const section = screen.getByRole("region", { name: "Miembros del Congreso de Nueva York" });
    expect(await within(section).findByRole("heading", { name: "Senadores" })).toBeVisible();
    expect(within(section).getByRole("heading", { name: "Representantes (2 escaños)" })).toBeVisible();
    expect(within(section).getByText("Escaño vacante.")).toBeVisible();
    expect(
      within(section).getByText(
        "Nadie ocupa este escaño en este momento: los datos que usamos no indican a ningún miembro.",
      ),
    ).toBeVisible();
  });

  it("marks a primary that has passed as expected, with the last date and the note in Spanish", async () => {
    serve(newYork({ primaryDate: "2026-06-02", registrationDeadline: "2026-05-08", nextPrimaryYear: 2026 }));
    renderState("NY", "es");

    expect(await screen.findByRole("heading", { name: "De un vistazo" })).toBeVisible();
    expect(facts()).toMatchObject({
      "Fecha de la primaria": "Prevista 2028* | Última primaria: 2 de junio de 2026Certeza: alta",
      "Fecha límite de inscripción":
        "Por confirmar | La fecha límite de la última primaria (8 de mayo de 2026) ya pasó; la próxima se fijará junto con la fecha de la próxima primaria.",
    });
    expect(screen.getByText(/^\* Estimada: el año de la próxima primaria ordinaria\./)).toBeVisible();
  });

  it("says in Spanish when the primary information cannot be loaded", async () => {
    quietErrorLog();
    api.use(
      http.get("/api/primary-elections", () => apiError(500, "Something went wrong")),
      http.get("/api/legislators", () => HttpResponse.json({ legislators: members })),
      http.get("/api/vacant-seats", () => HttpResponse.json({ vacantSeats: [] })),
    );
    renderState("ny", "es");

    expect(
      await screen.findByText(
        "No se pudo cargar la información de las elecciones primarias. Inténtelo de nuevo más tarde.",
      ),
    ).toBeVisible();
  });
});

describe("a state's page in English", slow, () => {
  it("keeps its English words and dates", async () => {
    serve(newYork({ primaryDate: "2026-06-02", registrationDeadline: "2026-05-08" }));
    renderState("ny", "en");

    expect(await screen.findByRole("heading", { name: "At a glance" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "New York" })).toBeVisible();
    expect(facts()).toMatchObject({
      "Primary date": "Expected 2028* | Last primary: June 2, 2026Confidence: high",
      "Primary type": "Closed | Confidence: medium",
      "Registration deadline":
        "TBD | The deadline for the last primary (May 8, 2026) has passed; the next one is set with the next primary date.",
    });
    expect(screen.getByText("Please confirm with the New York election office")).toBeVisible();
    expect(screen.getByText(EXPECTED_DATE_NOTE)).toBeVisible();
    const section = screen.getByRole("region", { name: "Members of Congress from New York" });
    expect(await within(section).findByRole("heading", { name: "Representatives (2 seats)" })).toBeVisible();
    expect(within(section).getByRole("heading", { name: "Senators" })).toBeVisible();
  });
});

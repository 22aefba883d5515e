import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";
import { legislator, primaryElection, representative } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { SummaryCard } from "./summary-card";

const PAGE = "https://pledge.example/legislators/avery-stone";
const EXPECTED_2028: PrimaryDateDisplay = { kind: "expected", year: 2028, label: "Expected 2028*" };

function renderCard(
  member: Legislator,
  {
    language = "en",
    primary = EXPECTED_2028,
    rules = primaryElection(),
  }: {
    language?: "en" | "es";
    primary?: PrimaryDateDisplay;
    rules?: ReturnType<typeof primaryElection> | null;
  } = {},
) {
  return renderComponent(
    <SummaryCard
      legislator={member}
      primary={primary}
      rules={rules}
      republican={member.party === "Republican"}
      pageUrl={PAGE}
    />,
    { language },
  );
}

/** The card's facts (term → value), as its description list reads. */
function facts(): Record<string, string | null> {
  return Object.fromEntries(
    screen.getAllByRole("term").map((term) => {
      const value = term.nextElementSibling;
      return [term.textContent ?? "", value?.textContent ?? null];
    }),
  );
}

describe("the profile's summary card", () => {
  it("shows the portrait, the badges, the expected primary and the pledge for a senator", async () => {
    renderCard(legislator());
    expect(screen.getByRole("img", { name: "Official portrait of Avery Stone" })).toBeInTheDocument();
    expect(screen.getByText("Senate")).toBeVisible();
    expect(screen.getByTestId("primary-date")).toHaveTextContent("Expected 2028*");
    expect(
      screen.getByText(
        "* Estimated: the year of the next regular primary. The state has not announced the date yet; we will update it as soon as it does.",
      ),
    ).toBeVisible();
    // jsdom drops the space before the screen-reader text ("…Supportfor Avery Stone"); browsers keep it.
    const pledge = await screen.findByRole("link", { name: /^Pledge Your Support/ });
    expect(pledge).toHaveTextContent("Pledge Your Support for Avery Stone");
    expect(pledge).toHaveAttribute("href", "/pledge?legislator=1");
  });

  it("says it all in Spanish on a Spanish page, the links staying in Spanish", async () => {
    renderCard(legislator({ gender: "F" }), { language: "es" });
    expect(screen.getByRole("img", { name: "Retrato oficial de Avery Stone" })).toBeInTheDocument();
    expect(screen.getByText("Senado")).toBeVisible();
    expect(facts()).toMatchObject({
      "Elección primaria": "Prevista para 2028*",
      Compromisos: expect.any(String),
    });
    expect(screen.getByText(/^\* Estimada: es el año de la próxima primaria ordinaria\./)).toBeVisible();
    const pledge = await screen.findByRole("link", { name: /^Haga su compromiso/ });
    expect(pledge).toHaveTextContent("Haga su compromiso con Avery Stone");
    expect(pledge).toHaveAttribute("href", "/es/pledge?legislator=1");
  });

  it("writes an announced primary as a Spanish long date, and an unknown one as 'Por confirmar'", () => {
    const { unmount } = renderCard(legislator(), {
      language: "es",
      primary: { kind: "exact", date: "2026-08-18", label: "August 18, 2026" },
    });
    expect(screen.getByTestId("primary-date")).toHaveTextContent("18 de agosto de 2026");
    unmount();

    renderCard(legislator(), { language: "es", primary: { kind: "unknown", label: "TBD" } });
    expect(screen.getByTestId("primary-date")).toHaveTextContent("Por confirmar");
    expect(
      screen.getByText("Todavía no hay una fecha de primaria registrada para este escaño."),
    ).toBeVisible();
  });

  it("tells a Spanish reader who must change their registration in a closed primary", () => {
    renderCard(legislator(), { language: "es", rules: primaryElection({ primaryType: "closed" }) });
    const note = screen.getByTestId("primary-access-note");
    expect(within(note).getByText("Primaria cerrada.")).toBeVisible();
    expect(note).toHaveTextContent("Primaria cerrada. En la primaria republicana de Alaska:");
    expect(note).not.toHaveTextContent(/Republican primary|must/);
  });

  it("explains in Spanish why a delegate has no vote to pledge for", () => {
    renderCard(
      representative("GU-AL", {
        state: "GU",
        isDelegate: true,
        gender: "F",
        firstName: "Rosa",
        lastName: "Cruz",
        fullName: "Rosa Cruz",
      }),
      { language: "es" },
    );
    expect(screen.getByText("Sin voto")).toBeVisible();
    expect(screen.getByText("Cámara")).toBeVisible();
    expect(
      screen.getByText(
        "Como delegada, Rosa Cruz no vota en los juicios políticos, así que no hay un voto por el cual comprometerse. Aun así, puede escribirle o llamar a su oficina.",
      ),
    ).toBeVisible();
  });

  it("dates a former member's departure in Spanish", () => {
    renderCard(legislator({ inOffice: false, leftOffice: "2025-01-03" }), { language: "es" });
    expect(facts()).toMatchObject({ "Dejó el cargo": "3 de enero de 2025" });
    expect(
      screen.getByText(
        "Avery Stone dejó el cargo el 3 de enero de 2025, así que ya no hay una primaria suya por la cual comprometerse. Los compromisos hechos antes siguen registrados.",
      ),
    ).toBeVisible();
  });
});

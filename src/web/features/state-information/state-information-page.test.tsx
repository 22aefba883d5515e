import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { dataSources, primaryElection } from "#web/test/fixtures";
import { accessibleName, fill, renderComponent } from "#web/test/render";
import { StateInformationPage } from "./state-information-page";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

function serve() {
  api.use(
    http.get("/api/primary-elections", () =>
      HttpResponse.json({
        primaryElections: [
          primaryElection({
            state: "NY",
            stateName: "New York",
            primaryDate: "2026-06-23",
            nextPrimaryYear: 2026,
            primaryType: "closed",
            confidence: { date: "medium", type: "high" },
          }),
          primaryElection({ state: "PA", stateName: "Pennsylvania", primaryType: "top-two (nonpartisan)" }),
        ],
      }),
    ),
    http.get("/api/data-sources", () => HttpResponse.json({ dataSources: dataSources() })),
  );
}

// The page has 51 cards: text queries, since role queries over them are slow in jsdom, and more
// time than a test's default for a busy machine.
const slow = { timeout: 20_000 };

const card = (name: string) => screen.getByText(name, { selector: "h2" }).closest("li") as HTMLElement;

describe("the states' index in Spanish", slow, () => {
  it("lists the states by their Spanish names, with dates, types and links in Spanish", async () => {
    serve();
    renderComponent(<StateInformationPage />, { path: "/state-information", language: "es" });

    expect(screen.getByText("Información sobre las primarias estatales", { selector: "h1" })).toBeVisible();
    expect(await screen.findByText("23 de junio de 2026")).toBeVisible();
    const newYork = card("Nueva York");
    expect(within(newYork).getByText("Cerrada")).toBeVisible();
    expect(within(newYork).getByText("Fecha: certeza media")).toBeVisible();
    expect(
      within(newYork).getByRole("link", { name: accessibleName("Ver detalles de Nueva York") }),
    ).toHaveAttribute("href", "/es/state-information/ny");
    const pennsylvania = card("Pensilvania");
    expect(within(pennsylvania).getByText("Prevista")).toBeVisible();
    expect(within(pennsylvania).getByText("De los dos más votados (no partidista)")).toBeVisible();
    expect(within(card("Texas")).getByText("Información próximamente")).toBeVisible();
    expect(screen.getByText("Los 50 estados y el Distrito de Columbia")).toBeVisible();
    expect(screen.getByText(/^\* Estimada:/)).toBeVisible();
    expect(screen.getByText("La página de cada estado explica por qué.", { exact: false }).textContent).toBe(
      "Fechas de primarias de las que las fuentes están menos seguras: Nueva York. La página de cada estado explica por qué.",
    );
  });

  it("finds a state by its Spanish or English name", async () => {
    serve();
    const { user } = renderComponent(<StateInformationPage />, {
      path: "/state-information",
      language: "es",
    });
    await screen.findByText("23 de junio de 2026");

    await fill(user, screen.getByLabelText("Busque su estado"), "new york");
    expect(screen.getByText("1 de 51 estados y el D. C.")).toBeVisible();
    expect(screen.getByLabelText("Estados").querySelectorAll("li")).toHaveLength(1);
    await fill(user, screen.getByLabelText("Busque su estado"), "atlántida");
    expect(
      screen.getByText(
        "Ningún estado coincide con “atlántida”. Pruebe con el nombre del estado o su código de dos letras.",
      ),
    ).toBeVisible();
  });
});

describe("the states' index in English", slow, () => {
  it("keeps its English words", async () => {
    serve();
    const { user } = renderComponent(<StateInformationPage />, { path: "/state-information" });

    expect(await screen.findByText("June 23, 2026")).toBeVisible();
    const newYork = card("New York");
    expect(within(newYork).getByText("Date: medium confidence")).toBeVisible();
    expect(
      within(newYork).getByRole("link", { name: accessibleName("View Details for New York") }),
    ).toBeVisible();
    expect(within(card("Pennsylvania")).getByText("Top-two (nonpartisan)")).toBeVisible();
    expect(screen.getByText("All 50 states and the District of Columbia")).toBeVisible();
    await fill(user, screen.getByLabelText("Find your state"), "new");
    expect(screen.getByText("4 of 51 states and DC")).toBeVisible();
  });
});

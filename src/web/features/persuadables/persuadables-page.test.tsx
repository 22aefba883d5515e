import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, apiError, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { dataSources, legislator, representative } from "#web/test/fixtures";
import { accessibleName, renderComponent } from "#web/test/render";
import { PersuadablesPage } from "./persuadables-page";

const ranked = [
  legislator({
    id: 1,
    firstName: "Ada",
    lastName: "Marsh",
    state: "PA",
    gender: "F",
    persuadabilityScore: 78,
    constituentPledgeCount: 1,
    pledgeCount: 3,
  }),
  representative("NY-03", {
    id: 2,
    firstName: "Ben",
    lastName: "Ortiz",
    persuadabilityScore: 66,
    constituentPledgeCount: 1250,
    pledgeCount: 1250,
  }),
];

function serve() {
  api.use(
    http.get("/api/legislators", () => HttpResponse.json({ legislators: ranked })),
    http.get("/api/data-sources", () => HttpResponse.json({ dataSources: dataSources() })),
  );
}

/** The pledges column of a row: the count, its words (shown on phones, read out) and the rest. */
const pledgesCell = (row: HTMLElement) => within(row).getAllByRole("cell")[3]!;

// A whole page and its table, queried by role: more time than a test's default on a busy machine.
const slow = { timeout: 20_000 };

describe("the persuadable Republicans page in Spanish", slow, () => {
  it("shows the ranking, its filter and its sorting in Spanish", async () => {
    serve();
    const { user } = renderComponent(<PersuadablesPage />, {
      path: "/persuadable-republicans",
      language: "es",
    });

    expect(screen.getByRole("heading", { level: 1, name: "Republicanos persuadibles" })).toBeVisible();
    expect(
      await screen.findByText("2 legisladores · Ambas cámaras · ordenados por puntuación, de mayor a menor"),
    ).toBeVisible();
    expect(screen.getByRole("group", { name: "Cámara" })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Ambas" })).toBeChecked();

    const table = screen.getByRole("table", {
      name: "Republicanos persuadibles, ambas cámaras, ordenados por puntuación, de mayor a menor. El puesto se basa en la puntuación.",
    });
    const [, ada, ben] = within(table).getAllByRole("row");
    expect(within(ada!).getByText("Senadora")).toBeVisible();
    expect(within(ada!).getByText("Pensilvania")).toBeVisible();
    expect(pledgesCell(ada!).textContent).toBe("1 elector compromiso de elector+2 de otros lugares");
    expect(within(ada!).getByRole("link", { name: accessibleName("Detalles de Ada Marsh") })).toHaveAttribute(
      "href",
      "/es/legislators/ada-marsh",
    );
    expect(within(ben!).getByText("Representante", { exact: false })).toBeVisible();
    expect(pledgesCell(ben!).textContent).toBe("1,250 electores compromisos de electores");

    await user.click(within(table).getByRole("button", { name: "Legislador(a)" }));
    expect(
      screen.getByText("2 legisladores · Ambas cámaras · ordenados por nombre, de la A a la Z"),
    ).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "Solo Senado" }));
    expect(
      screen.getByText("1 legislador · Solo el Senado · ordenado por nombre, de la A a la Z"),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Haga su compromiso" })).toHaveAttribute("href", "/es/pledge");
  });

  it("says so in Spanish when the ranking cannot be loaded", async () => {
    quietErrorLog();
    api.use(
      http.get("/api/legislators", () => apiError(500, "Something went wrong")),
      http.get("/api/data-sources", () => apiError(500, "Something went wrong")),
    );
    renderComponent(<PersuadablesPage />, { path: "/persuadable-republicans", language: "es" });

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error al cargar los datos")).toBeVisible();
    expect(
      within(alert).getByText("Tuvimos un problema al cargar los datos de persuadibilidad."),
    ).toBeVisible();
  });
});

describe("the persuadable Republicans page in English", slow, () => {
  it("keeps its English words", async () => {
    serve();
    renderComponent(<PersuadablesPage />, { path: "/persuadable-republicans" });

    expect(
      await screen.findByText("2 legislators · All Chambers · sorted by score, highest first"),
    ).toBeVisible();
    expect(screen.getByRole("radio", { name: "Senate Only" })).not.toBeChecked();
    const table = screen.getByRole("table", {
      name: "Persuadable Republicans, all chambers, sorted by score, highest first. Rank is by score.",
    });
    const [, ada, ben] = within(table).getAllByRole("row");
    expect(within(ada!).getByText("Senator")).toBeVisible();
    expect(pledgesCell(ada!).textContent).toBe("1 constituent constituent pledge+2 from elsewhere");
    expect(pledgesCell(ben!).textContent).toBe("1,250 constituents constituent pledges");
    expect(within(table).getByRole("columnheader", { name: "Rank" })).toBeInTheDocument();
  });
});

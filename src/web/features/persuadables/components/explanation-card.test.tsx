import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { dataSources } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { ExplanationCard } from "./explanation-card";

function serveSources() {
  api.use(http.get("/api/data-sources", () => HttpResponse.json({ dataSources: dataSources() })));
}

/** A paragraph's whole text, found by its start. */
const paragraph = (start: string) =>
  screen.getByText((_, element) => element?.tagName === "P" && !!element.textContent?.startsWith(start));

describe("the persuadability explanation", () => {
  it("explains the score in Spanish, with the data's date in es-US", async () => {
    serveSources();
    renderComponent(<ExplanationCard />, { language: "es" });

    expect(
      screen.getByRole("heading", { level: 2, name: "Qué significa la puntuación de persuadibilidad" }),
    ).toBeVisible();
    expect(screen.getByText("no una encuesta ni un pronóstico")).toBeVisible();
    expect(screen.getByText("Cómo se calcula la puntuación")).toBeVisible();
    expect(screen.getByText("Historial de votaciones:")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Quiénes aparecen" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "Rangos de puntuación" })).toBeVisible();
    expect(screen.getByText("75 o más")).toBeVisible();
    expect(screen.getByText("60 a 64")).toBeVisible();

    expect(await screen.findByText("15 de junio de 2026")).toBeVisible();
    expect(paragraph("Datos al").textContent).toBe(
      "Datos al 15 de junio de 2026: miembros en funciones en el 119.º Congreso ese día, según los límites de distrito con los que fueron elegidos (modelo 2026.2).",
    );
  });

  it("keeps its English words", async () => {
    serveSources();
    renderComponent(<ExplanationCard />);

    expect(
      screen.getByRole("heading", { level: 2, name: "What the persuadability score means" }),
    ).toBeVisible();
    expect(paragraph("It is a transparent").textContent).toBe(
      "It is a transparent rule of thumb, the same formula for every member, and not a poll or a forecast of how anyone will vote. Use it to decide where pledges may matter most, not as a verdict on a person.",
    );
    expect(screen.getByText("75 and up")).toBeVisible();
    expect(await screen.findByText("June 15, 2026")).toBeVisible();
    expect(paragraph("Data as of").textContent).toBe(
      "Data as of June 15, 2026: members serving in the 119th Congress on that day, on the district lines they were elected on (model 2026.2).",
    );
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SiteStats } from "#web/entities/stats/stats";
import { api, HttpResponse, http } from "#web/test/api";
import { renderComponent } from "#web/test/render";
import { Hero } from "./hero";

function statsAnswer(pledges: number) {
  const stats: SiteStats = { pledges, statesRepresented: 12, legislatorsContacted: 30, legislators: 535 };
  api.use(http.get("/api/stats", () => HttpResponse.json(stats)));
}

describe("the hero's live pledge count", () => {
  it.each([
    ["en", 12450, "12,450 pledges made so far"],
    ["en", 1, "1 pledge made so far"],
    ["es", 12450, "12,450 compromisos hechos hasta ahora"],
    ["es", 1, "1 compromiso hecho hasta ahora"],
  ] as const)("in %s, reads %i as a number and a noun that agree", async (language, pledges, text) => {
    statsAnswer(pledges);
    renderComponent(<Hero />, { language });
    const count = await screen.findByText(
      (_, element) => element?.tagName === "SPAN" && element.textContent === text,
    );
    expect(count.querySelector("strong")).toHaveTextContent(text.split(/ (made|hechos?) /)[0]!);
  });

  it("shows the pledge and the calls to action in Spanish", async () => {
    statsAnswer(0);
    renderComponent(<Hero />, { language: "es" });
    expect(
      screen.getByRole("heading", {
        name: "Cuando un presidente desafía a la Corte Suprema, el Congreso debe responder.",
      }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Haga su compromiso ahora" })).toHaveAttribute(
      "href",
      "/es/pledge",
    );
    expect(screen.getByRole("link", { name: "Más información" })).toHaveAttribute("href", "/es/how-it-works");
    expect(
      await screen.findByText("Todavía no hay compromisos: el suyo puede ser el primero."),
    ).toBeVisible();
  });
});

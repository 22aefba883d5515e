import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "#web/test/render";
import { AccountabilityPage } from "./accountability-page";

// A long page with tabs and an accordion: more time than a test's default on a busy machine.
const slow = { timeout: 20_000 };

describe("the accountability page in Spanish", slow, () => {
  it("explains the process in Spanish, tab by tab, with its links in Spanish", async () => {
    const { user } = renderComponent(<AccountabilityPage />, { path: "/accountability", language: "es" });

    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Cómo puede responder el Congreso a un presidente que desafía a la Corte Suprema",
      }),
    ).toBeVisible();
    expect(screen.getByText("firmas obligan a votar en la Cámara")).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Haga su compromiso" })[0]).toHaveAttribute(
      "href",
      "/es/pledge",
    );

    const tabs = screen.getByRole("tablist", { name: "Temas" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Petición de descargo", "Causales de juicio político", "Acción estratégica"]);
    expect(
      screen.getByRole("heading", { level: 3, name: "Cómo funciona una petición de descargo" }),
    ).toBeVisible();
    expect(screen.getByText("Una medida se estanca en un comité")).toBeVisible();

    await user.click(within(tabs).getByRole("tab", { name: "Causales de juicio político" }));
    const constitution = screen.getByRole("tabpanel");
    expect(
      within(constitution).getByRole("heading", { level: 3, name: "Qué dice la Constitución" }),
    ).toBeVisible();
    expect(within(constitution).getByText("La Cámara somete a juicio político.")).toBeVisible();
    expect(within(constitution).getByText("Marbury v. Madison").tagName).toBe("CITE");

    await user.click(within(tabs).getByRole("tab", { name: "Acción estratégica" }));
    const strategy = screen.getByRole("tabpanel");
    expect(within(strategy).getByRole("link", { name: "consulte las reglas de su estado" })).toHaveAttribute(
      "href",
      "/es/state-information",
    );
    expect(
      within(strategy).getByRole("link", { name: "Vea qué republicanos están más abiertos a la persuasión" }),
    ).toHaveAttribute("href", "/es/persuadable-republicans");

    await user.click(screen.getByRole("button", { name: "¿Pledge Watch es partidista?" }));
    expect(screen.getByText(/^No\. Somos una organización no partidista/)).toBeVisible();
  });
});

describe("the accountability page in English", slow, () => {
  it("keeps its English words", async () => {
    const { user } = renderComponent(<AccountabilityPage />, { path: "/accountability" });

    expect(screen.getByRole("heading", { level: 2, name: "Understanding the process" })).toBeVisible();
    const tabs = screen.getByRole("tablist", { name: "Topics" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Discharge Petition", "Impeachable Offenses", "Strategic Action"]);
    await user.click(within(tabs).getByRole("tab", { name: "Strategic Action" }));
    const item = within(screen.getByRole("tabpanel")).getByRole("link", {
      name: "Find your legislators and make your pledge",
    });
    expect(item.closest("li")!.textContent).toBe(
      "Find your legislators and make your pledge. It takes a few minutes.",
    );
    expect(item).toHaveAttribute("href", "/pledge");
  });
});

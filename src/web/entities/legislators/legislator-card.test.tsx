import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { legislator, userPledge, voter } from "#web/test/fixtures";
import { accessibleName, findToast, renderComponent } from "#web/test/render";
import { CardPledgeButton } from "../pledges/card-pledge-button";
import { LegislatorCard } from "./legislator-card";

const avery = legislator({
  pledgeCount: 1352,
  constituentPledgeCount: 312,
  phone: "2025550123",
  hasActed: true,
});

function renderCard(language: "en" | "es" = "es") {
  return renderComponent(
    <LegislatorCard
      legislator={avery}
      details={{ primary: { kind: "expected", year: 2028, label: "Expected 2028*" } }}
      actions={<CardPledgeButton legislator={avery} pledged={false} />}
    />,
    { path: "/legislators", language },
  );
}

describe("the legislator card in Spanish", () => {
  it("words the chamber, persuadability, tally, primary and buttons in Spanish", async () => {
    renderCard();
    expect(screen.getByText("Senado")).toBeVisible();
    expect(screen.getByText("Actuó")).toBeVisible();
    expect(screen.getByTitle("Alaska")).toHaveTextContent("AK");
    expect(screen.getByText("Persuadibilidad")).toBeVisible();
    expect(screen.getByText("312 electores · 1,040 de otros lugares")).toBeVisible();
    expect(screen.getByText("312 compromisos de electores y 1,040 de otros lugares")).toBeInTheDocument();
    expect(screen.getByText("prevista para 2028", { exact: false })).toBeVisible();
    expect(
      screen.getByRole("link", {
        name: accessibleName("Llamar a la oficina de Avery Stone al (202) 555-0123"),
      }),
    ).toBeVisible();
    expect(
      await screen.findByRole("link", { name: accessibleName("Comprométase a apoyar a Avery Stone") }),
    ).toHaveAttribute("href", "/es/pledge?legislator=1");
    expect(screen.queryByText(/Senate|Persuadability|constituents|Primary/)).not.toBeInTheDocument();
  });

  it("confirms a signed-in voter's pledge with a Spanish toast", async () => {
    api.use(
      http.get("/api/session", () => HttpResponse.json({ user: voter() })),
      http.post("/api/pledges", () =>
        HttpResponse.json({ pledge: userPledge(avery, { id: 21 }) }, { status: 201 }),
      ),
    );
    const { user } = renderCard();
    await user.click(
      await screen.findByRole("button", { name: accessibleName("Comprométase a apoyar a Avery Stone") }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Su compromiso con Avery Stone" });
    expect(within(dialog).getByText(/^Me comprometo a votar por Avery Stone/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Hago este compromiso" }));
    expect(await findToast("Compromiso registrado")).toHaveTextContent(
      "Quedó registrado su compromiso de apoyar a Avery Stone.",
    );
  });
});

describe("the legislator card's party", () => {
  /** The seat line ("AK · R, Republican"): the state's abbreviation, the initial and the party for screen readers. */
  function renderSeat(overrides: Parameters<typeof legislator>[0], language: "en" | "es") {
    renderComponent(<LegislatorCard legislator={legislator(overrides)} />, {
      path: "/legislators",
      language,
    });
    return screen.getByTitle("Alaska").parentElement?.textContent;
  }

  it("names the party in Spanish, agreeing with the member", () => {
    expect(renderSeat({ gender: "F" }, "es")).toBe("AK · R, Republicana");
  });

  it("uses the masculine when the gender is not known", () => {
    expect(renderSeat({ gender: null }, "es")).toBe("AK · R, Republicano");
  });

  it("translates an independent's party", () => {
    expect(renderSeat({ party: "Independent", caucus: "Democrat", gender: "F" }, "es")).toBe(
      "AK · I, Independiente",
    );
  });

  it("keeps the English party as the data gives it", () => {
    expect(renderSeat({ gender: "F" }, "en")).toBe("AK · R, Republican");
  });
});

describe("the legislator card in English", () => {
  it("keeps its English words", async () => {
    renderCard("en");
    expect(screen.getByText("Senate")).toBeVisible();
    expect(screen.getByText("Acted")).toBeVisible();
    expect(screen.getByText("312 constituents · 1,040 from elsewhere")).toBeVisible();
    expect(screen.getByText("312 pledges from constituents and 1,040 from elsewhere")).toBeInTheDocument();
    expect(screen.getByText(/^Primary:/)).toHaveTextContent("Primary: Expected 2028*");
    // Byte for byte, as before the card spoke Spanish.
    expect(screen.getByText("Persuadability").parentElement?.textContent).toBe(
      "Persuadability score Persuadability\u00a072 out of 100",
    );
    expect(
      screen.getByRole("link", { name: accessibleName("Call Avery Stone's office at (202) 555-0123") }),
    ).toBeVisible();
    expect(
      await screen.findByRole("link", { name: accessibleName("Pledge Your Support for Avery Stone") }),
    ).toHaveAttribute("href", "/pledge?legislator=1");
  });
});

import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { action, legislator, primaryElection, representative, userPledge } from "#web/test/fixtures";
import { accessibleName, renderComponent } from "#web/test/render";
import { PledgeStatus } from "./pledge-status";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const stone = legislator({ id: 1, firstName: "Avery", lastName: "Stone" });
const alaskan = { state: "AK", congressionalDistrict: 0, registeredParty: "Independent" };

function servePrimary(overrides: Parameters<typeof primaryElection>[0] = {}) {
  api.use(
    http.get("/api/primary-elections", ({ request }) => {
      const state = new URL(request.url).searchParams.get("state") ?? "";
      return HttpResponse.json({ primaryElection: primaryElection({ state, ...overrides }) });
    }),
  );
}

describe("a pledge's status on the dashboard", () => {
  it("is conditional until the legislator acts", () => {
    renderComponent(<PledgeStatus pledge={userPledge(stone)} voter={alaskan} />);
    expect(screen.getByText("Conditional.")).toBeVisible();
    expect(
      screen.getByText(
        /Your pledge falls due if Avery Stone acts to impeach or convict\. We will e-mail you when that happens\./,
      ),
    ).toBeVisible();
  });

  it("is closed once the legislator has left office", () => {
    const departed = representative("TX-37", {
      firstName: "Lou",
      lastName: "Gone",
      state: "TX",
      inOffice: false,
      leftOffice: "2026-11-25",
    });
    renderComponent(<PledgeStatus pledge={userPledge(departed, { status: "closed" })} voter={alaskan} />);
    expect(screen.getByText("Closed.")).toBeVisible();
    expect(
      screen.getByText(
        /Lou Gone left office on November 25, 2026: there is no primary of theirs left to vote in\./,
      ),
    ).toBeVisible();
  });

  it("is due once the legislator acts: what they did, its source, and what the voter must do before the primary", async () => {
    servePrimary({ primaryType: "closed", registrationDeadline: "2026-07-19" });
    const pledge = userPledge(stone, { status: "due", actions: [action({ legislatorId: 1 })] });
    renderComponent(<PledgeStatus pledge={pledge} voter={alaskan} />);
    expect(screen.getByText("Due.")).toBeVisible();
    expect(screen.getByText(/Voted for articles of impeachment on April 12, 2026/)).toBeVisible();
    expect(screen.getByRole("link", { name: /^source: clerk\.house\.gov/ })).toHaveAttribute(
      "href",
      "https://clerk.house.gov/Votes/2026412",
    );
    const steps = await screen.findAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Vote in the next primary, expected in 2028.",
      "You must change your registration to Republican by the state's deadline for party changes.",
      "Registration deadline: July 19, 2026.",
    ]);
  });

  it("is due with no action on file yet, and tells a voter outside the seat how to keep their word", async () => {
    servePrimary();
    const texan = representative("TX-12", { id: 9, firstName: "Kay", lastName: "Grant", state: "TX" });
    renderComponent(<PledgeStatus pledge={userPledge(texan, { status: "due" })} voter={alaskan} />);
    expect(screen.getByText(/Kay Grant has acted\./)).toBeVisible();
    expect(
      await screen.findByText(
        "Your address is outside TX-12, so you cannot vote in this primary yourself. You keep your word by backing Kay Grant's campaign and telling voters there what Grant did.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Vote in/)).not.toBeInTheDocument();
  });
});

describe("a pledge's status on a Spanish page", () => {
  it("says what the legislator did and what the voter must do, dates written for es-US", async () => {
    servePrimary({ primaryType: "closed", registrationDeadline: "2026-07-19" });
    const pledge = userPledge(stone, { status: "due", actions: [action({ legislatorId: 1 })] });
    renderComponent(<PledgeStatus pledge={pledge} voter={alaskan} />, { language: "es" });
    expect(screen.getByText("Por cumplir.")).toBeVisible();
    expect(
      screen.getByText(/Votó a favor de los artículos de juicio político el 12 de abril de 2026/),
    ).toBeVisible();
    expect(
      screen.getByRole("link", {
        name: accessibleName("fuente: clerk.house.gov (se abre en una pestaña nueva)"),
      }),
    ).toHaveAttribute("href", "https://clerk.house.gov/Votes/2026412");
    const steps = await screen.findAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Vote en la próxima primaria, prevista para 2028.",
      "Usted debe cambiar su inscripción al Partido Republicano antes de la fecha límite del estado para cambiar de partido.",
      "Fecha límite de inscripción: 19 de julio de 2026.",
    ]);
  });

  it("is conditional until the legislator acts", () => {
    renderComponent(<PledgeStatus pledge={userPledge(stone)} voter={alaskan} />, { language: "es" });
    expect(screen.getByText("Condicional.")).toBeVisible();
    expect(
      screen.getByText(/Llegará el momento de cumplir su compromiso si Avery Stone actúa/),
    ).toBeVisible();
  });
});

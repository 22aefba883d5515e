import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { Legislator } from "#shared/legislator";
import { routePatterns } from "#web/lib/paths";
import { api, apiError, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { dataSources, legislator, primaryElection } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { LegislatorProfilePage } from "./legislator-profile-page";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const senator = legislator({
  gender: "F",
  phone: "202-224-6665",
  contactForm: "https://stone.senate.gov/contact",
  officeAddress: "1 Hart Senate Office Building",
  birthday: "1957-05-22",
  population: 733391,
  cookPvi: "R+8",
  keyFacts: ["Voted to convict in 2021"],
  pledgeThresholds: { minimal: 277, modest: 553, medium: 1383, strong: 2767, safe: 5534 },
  constituentPledgeCount: 600,
  pledgeCount: 640,
});

/** The API a profile asks: the member, their state's primary, the messages, the data's sources. */
function serve(member: Legislator) {
  api.use(
    http.get(`/api/legislators/${member.slug}`, () =>
      HttpResponse.json({ legislator: { ...member, actions: [] } }),
    ),
    http.get("/api/primary-elections", () =>
      HttpResponse.json({
        primaryElection: primaryElection({ primaryType: "closed", registrationDeadline: "2026-07-19" }),
      }),
    ),
    http.get(`/api/communication-templates/${member.id}`, () =>
      HttpResponse.json({
        templates: {
          email: {
            subject: "Defienda a la Corte Suprema",
            body: "Estimada senadora:\n\nMe llamo [Su nombre].",
          },
          letter: "[Su nombre]\n\nEstimada senadora:",
          socialMedia: "Defienda a la Corte Suprema.",
          phone: "Hola, me llamo [Su nombre].",
          inPerson: "",
          contextualNote: "",
        },
      }),
    ),
    http.get("/api/config", () => HttpResponse.json({ links: {}, contactEmail: null })),
    http.get("/api/data-sources", () =>
      HttpResponse.json({
        dataSources: dataSources({
          primaryRulesAsOf: "2026",
          modelVersion: "2.1",
          sources: [{ name: "NCSL", description: "Primary types", asOf: "2026-06-01" }],
        }),
      }),
    ),
  );
}

function renderProfile(slug: string, language: "en" | "es") {
  return renderComponent(
    <Route path={routePatterns.legislator}>
      <LegislatorProfilePage />
    </Route>,
    { path: `/legislators/${slug}`, language },
  );
}

// A whole profile takes a few seconds to render in jsdom, more on a busy machine.
describe("a legislator's profile in Spanish", { timeout: 20_000 }, () => {
  it("names the office, the seat and every card in Spanish", async () => {
    serve(senator);
    renderProfile(senator.slug, "es");

    expect(await screen.findByText(/^Senadora por Alaska/)).toBeVisible();
    expect(document.querySelector("h1")).toHaveTextContent("Sen. Avery Stone");
    expect(document.title).toContain("Sen. Avery Stone");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      expect.stringMatching(/^Senadora Avery Stone \(Republicana, Alaska\): número de compromisos/),
    );
    expect(screen.getByText("Volver")).toBeVisible();
    expect(screen.getByText("Ayude a Avery Stone a votar sin miedo")).toBeVisible();

    // Role queries are slow on a page this size: the headings are read once.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        "Datos biográficos",
        "Datos políticos",
        "Sitio web y redes sociales",
        "Persuadibilidad",
        "Pase a la acción",
        "Contacto",
        "Mensajes listos para enviar",
      ]),
    );
    expect(screen.getByText("22 de mayo de 1957")).toBeVisible();
    expect(screen.getByText("Femenino")).toBeVisible();
    // The party agrees with the member: the header, the summary's badge and the political facts.
    expect(screen.getByText(/^Senadora por Alaska/)).toHaveTextContent(/·\s*,?\s*Republicana$/);
    expect(screen.getAllByText("Republicana")).toHaveLength(2);
    expect(screen.getByText("733,391")).toBeVisible();
  });

  it("gives the state's primary, the pledge meter and the message tabs in Spanish", async () => {
    serve(senator);
    renderProfile(senator.slug, "es");
    expect(await screen.findByText(/^Senadora por Alaska/)).toBeVisible();

    const takeAction = document.querySelector('section[data-section="take-action-title"]');
    expect(takeAction).not.toBeNull();
    const card = within(takeAction as HTMLElement);
    expect(await card.findByText("Elección primaria de Alaska")).toBeVisible();
    expect(card.getByText("Cerrada")).toBeVisible();
    expect(card.getByText("19 de julio de 2026")).toBeVisible();

    expect(screen.getByLabelText("Compromisos de electores hacia un impacto seguro")).toHaveAttribute(
      "aria-valuetext",
      expect.stringMatching(/^600 compromisos de electores: /),
    );
    expect(
      screen.getByText(/40 compromisos de otros lugares muestran apoyo más allá de ella\.$/),
    ).toBeVisible();

    // The message tabs around the templates the API wrote in Spanish.
    const tabs = await screen.findByLabelText("Tipo de mensaje");
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Correo", "Carta", "Tuit", "Llamada"]);
    expect(screen.getByText("Asunto:")).toBeVisible();
    expect(screen.getByText("[Su nombre]", { selector: "mark" })).toBeVisible();

    expect(
      await screen.findByText("Datos al 15 de junio de 2026 · 119.º Congreso · modelo 2.1"),
    ).toBeVisible();
  });

  it("shares the Spanish page with a Spanish message", async () => {
    serve(senator);
    const { user } = renderProfile(senator.slug, "es");
    await user.click(await screen.findByRole("button", { name: "Compartir" }));
    const dialog = await screen.findByRole("dialog", { name: "Compartir el perfil de Avery Stone" });
    expect(within(dialog).getByRole("textbox", { name: "Enlace a esta página" })).toHaveValue(
      `${window.location.origin}/es/legislators/${senator.slug}`,
    );
    expect(within(dialog).getByRole("textbox", { name: "Mensaje sugerido" })).toHaveValue(
      "Me comprometí a votar por Avery Stone en la próxima primaria si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. ¿Me acompaña? #ImpeachmentPledge #Constitution",
    );
  });

  it("says in Spanish when the member cannot be found", async () => {
    quietErrorLog();
    api.use(http.get("/api/legislators/nobody", () => apiError(404, "Legislator not found")));
    renderProfile("nobody", "es");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Error al cargar la información de este miembro del Congreso.",
    );
    expect(within(alert).getByRole("link", { name: "Volver a la lista de legisladores" })).toHaveAttribute(
      "href",
      "/es/legislators",
    );
  });
});

describe("a legislator's profile in English", { timeout: 20_000 }, () => {
  it("keeps its English words and addresses", async () => {
    serve(senator);
    const { user } = renderProfile(senator.slug, "en");
    expect(await screen.findByText(/^Senator for Alaska/)).toBeVisible();
    expect(document.querySelector("h1")).toHaveTextContent("Sen. Avery Stone");
    expect(screen.getByText(/^Senator for Alaska/)).toHaveTextContent(/·\s*,?\s*Republican$/);
    expect(screen.getAllByText("Republican")).toHaveLength(2);
    expect(
      screen.getByText(
        "Promise your primary vote if Sen. Stone acts to impeach or convict a president who defies the Supreme Court. Enough pledges make standing up safe.",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Constituent pledges toward Safe Impact")).toHaveAttribute(
      "aria-valuetext",
      expect.stringMatching(/^600 constituent pledges: /),
    );
    expect(await screen.findByText("Data as of June 15, 2026 · 119th Congress · model 2.1")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share Avery Stone's profile" });
    expect(within(dialog).getByRole("textbox", { name: "Link to this page" })).toHaveValue(
      `${window.location.origin}/legislators/${senator.slug}`,
    );
  });
});

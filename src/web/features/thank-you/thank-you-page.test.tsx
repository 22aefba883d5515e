import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { legislator } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { ThankYouPage } from "./thank-you-page";

function serve() {
  api.use(
    http.get("/api/config", () => HttpResponse.json({ links: {}, contactEmail: null })),
    http.get("/api/legislators/:slug", () =>
      HttpResponse.json({ legislator: { ...legislator(), actions: [] } }),
    ),
  );
}

/** The e-mail share link's subject and body. */
function sharedByEmail() {
  const href = screen.getByRole("link", { name: /Compartir por correo|Share by Email/ }).getAttribute("href");
  return new URLSearchParams(href?.replace(/^mailto:\?/, ""));
}

describe("the thank-you page in Spanish", () => {
  it("thanks for several pledges with an ICU plural and shares the Spanish pledge page", async () => {
    serve();
    renderComponent(<ThankYouPage />, { path: "/thank-you?count=2", language: "es" });
    expect(screen.getByRole("heading", { level: 1, name: "¡Gracias por sus 2 compromisos!" })).toBeVisible();
    expect(screen.getByText(/^Sus 2 compromisos quedaron registrados\./)).toBeVisible();
    expect(await screen.findByRole("link", { name: "página de contacto" })).toHaveAttribute(
      "href",
      "/es/contact",
    );

    const email = sharedByEmail();
    expect(email.get("subject")).toBe("Acompáñeme en el compromiso por el juicio político");
    expect(email.get("body")).toMatch(
      /^Me comprometí a votar en la próxima primaria de mis legisladores .* #ImpeachmentPledge #Constitution\n\nhttp:\/\/[^/]+\/es\/pledge$/,
    );
  });

  it("names the legislator and links to their Spanish profile", async () => {
    serve();
    renderComponent(<ThankYouPage />, { path: "/thank-you?legislator=avery-stone", language: "es" });
    expect(screen.getByRole("heading", { level: 1, name: "Gracias por su compromiso" })).toBeVisible();
    expect(
      await screen.findByText(/^Su compromiso de apoyar a Avery Stone quedó registrado\./),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Ver perfil del legislador" })).toHaveAttribute(
      "href",
      "/es/legislators/avery-stone",
    );
    expect(screen.getByRole("link", { name: "Ver información de la primaria" })).toHaveAttribute(
      "href",
      "/es/state-information/ak",
    );
    expect(sharedByEmail().get("body")).toMatch(
      /^Me comprometí a votar por Avery Stone en la próxima primaria .*\n\nhttp:\/\/[^/]+\/es\/legislators\/avery-stone$/,
    );
  });

  it("keeps the English share text and address on the English page", async () => {
    serve();
    renderComponent(<ThankYouPage />, { path: "/thank-you?legislator=avery-stone" });
    expect(await screen.findByRole("link", { name: "View Legislator Profile" })).toHaveAttribute(
      "href",
      "/legislators/avery-stone",
    );
    const email = sharedByEmail();
    expect(email.get("subject")).toBe("Join me in the Impeachment Pledge");
    expect(email.get("body")).toMatch(
      /^I pledged to vote for Avery Stone in the next primary if they act to impeach or convict a president who defies the Supreme Court\. Will you join me\? #ImpeachmentPledge #Constitution\n\nhttp:\/\/[^/]+\/legislators\/avery-stone$/,
    );
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { accessibleName, renderComponent } from "#web/test/render";
import { FaqPage } from "./faq-page";
import { PrivacyPolicyPage } from "./privacy-policy-page";
import { TermsOfServicePage } from "./terms-of-service-page";

function serveConfig(contactEmail: string | null = "help@example.org") {
  api.use(http.get("/api/config", () => HttpResponse.json({ links: {}, contactEmail })));
}

describe("the FAQ in Spanish", () => {
  it("asks and answers the questions in Spanish, linking to the Spanish pages", async () => {
    const { user } = renderComponent(<FaqPage />, { path: "/faq", language: "es" });
    expect(screen.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
    expect(document.title).toBe("Preguntas frecuentes · Pledge Watch");

    await user.click(
      screen.getByRole("button", { name: "¿Tengo que cambiar el partido en el que estoy inscrito?" }),
    );
    const link = screen.getByRole("link", { name: "página del estado" });
    expect(link).toHaveAttribute("href", "/es/state-information");
    expect(link.closest("p")).toHaveTextContent(
      /^El compromiso incluye la disposición a cambiar su inscripción .* Cada página del estado indica quién debe cambiar su inscripción/,
    );
    expect(screen.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/es/contact");
  });
});

describe("the legal pages", () => {
  it("say in Spanish that the text is a translation and that the English version governs", async () => {
    serveConfig();
    renderComponent(<PrivacyPolicyPage />, { path: "/privacy-policy", language: "es" });
    expect(screen.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    expect(screen.getByText("23 de abril de 2025")).toHaveAttribute("dateTime", "2025-04-23");

    const english = screen.getByRole("link", { name: "versión en inglés" });
    expect(english).toHaveAttribute("href", "/privacy-policy");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english.closest("p")).toHaveTextContent(
      "Este texto en español es una traducción que ofrecemos para su comodidad. Si hay alguna diferencia entre las dos versiones, prevalece la versión en inglés.",
    );
    // The contact section's sentence, with the support address once it has loaded.
    expect(await screen.findByRole("link", { name: "help@example.org" })).toHaveAttribute(
      "href",
      "mailto:help@example.org",
    );
    expect(screen.getByRole("link", { name: "términos del servicio" }).closest("p")).toHaveTextContent(
      "Puede enviarnos sus preguntas sobre esta política o sobre su información a través de nuestra página de contacto, o por correo electrónico a help@example.org. Consulte también nuestros términos del servicio.",
    );
  });

  it("say in English that a Spanish translation exists and that the English version governs", async () => {
    serveConfig(null);
    renderComponent(<PrivacyPolicyPage />, { path: "/privacy-policy" });
    expect(screen.getByText("April 23, 2025").closest("p")).toHaveTextContent("Last updated April 23, 2025");
    const spanish = screen.getByRole("link", { name: "Spanish translation" });
    expect(spanish).toHaveAttribute("href", "/es/privacy-policy");
    expect(spanish).toHaveAttribute("hreflang", "es");
    expect(spanish.closest("p")).toHaveTextContent(
      "A Spanish translation of this page is available for convenience; if the two versions differ, the English version governs.",
    );
  });

  it("link the Spanish terms to the English terms, which name New York's courts", () => {
    serveConfig();
    renderComponent(<TermsOfServicePage />, { path: "/terms-of-service", language: "es" });
    expect(screen.getByRole("link", { name: "versión en inglés" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    expect(
      screen.getByRole("heading", { level: 2, name: accessibleName("15. Ley aplicable") }),
    ).toBeVisible();
    expect(
      screen.getByText(/tribunales estatales o federales ubicados en el condado de Nueva York, Nueva York/),
    ).toBeVisible();
  });
});

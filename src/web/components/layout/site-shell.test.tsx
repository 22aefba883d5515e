import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "#web/test/api";
import { voter } from "#web/test/fixtures";
import { accessibleName, renderComponent } from "#web/test/render";
import { NotFoundPage } from "./not-found-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const CONFIG = {
  links: { donation: "https://example.org/donate", facebook: "https://facebook.com/pledgewatch" },
  contactEmail: null,
};

describe("the site header", () => {
  it("keeps its English words", async () => {
    renderComponent(<SiteHeader />);
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Pledge Watch home" })).toHaveAttribute("href", "/");
    const nav = within(header).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["How It Works", "Legislators", "Persuadables", "Accountability", "FAQ", "About"]);
    expect(within(header).getByRole("link", { name: /Leer esta página en español/ })).toHaveAttribute(
      "href",
      "/es",
    );
    // jsdom applies no styles: both the short and the long label of a button are read.
    expect(await within(header).findByRole("link", { name: "LoginLogin / Register" })).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(within(header).getByRole("link", { name: "PledgeMake Your Pledge" })).toHaveAttribute(
      "href",
      "/pledge",
    );
    expect(within(header).getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });

  it("speaks Spanish on a Spanish page, its links staying in Spanish", async () => {
    renderComponent(<SiteHeader />, { language: "es" });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Página de inicio de Pledge Watch" })).toHaveAttribute(
      "href",
      "/es/",
    );
    const nav = within(header).getByRole("navigation", { name: "Principal" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Cómo funciona",
      "Legisladores",
      "Persuadibles",
      "Rendición de cuentas",
      "Preguntas frecuentes",
      "Quiénes somos",
    ]);
    expect(within(nav).getByRole("link", { name: "Preguntas frecuentes" })).toHaveAttribute(
      "href",
      "/es/faq",
    );
    expect(within(header).getByRole("link", { name: /Read this page in English/ })).toHaveAttribute(
      "href",
      "/",
    );
    expect(await within(header).findByRole("link", { name: "Iniciar sesiónIniciar sesión" })).toHaveAttribute(
      "href",
      "/es/auth",
    );
    expect(within(header).getByRole("link", { name: "ComprometerseHaga su compromiso" })).toHaveAttribute(
      "href",
      "/es/pledge",
    );
  });

  it("offers a signed-in voter their account menu in Spanish", async () => {
    api.use(http.get("/api/session", () => HttpResponse.json({ user: voter({ name: "Ana Ruiz" }) })));
    const { user } = renderComponent(<SiteHeader />, { language: "es" });
    await user.click(await screen.findByRole("button", { name: "CuentaMi cuenta" }));
    expect(await screen.findByRole("menuitem", { name: "Mi panel" })).toHaveAttribute(
      "href",
      "/es/dashboard",
    );
    expect(screen.getByRole("menuitem", { name: "Cerrar sesión" })).toBeInTheDocument();
  });

  it("opens the drawer in Spanish", async () => {
    const { user } = renderComponent(<SiteHeader />, { language: "es" });
    await user.click(screen.getByRole("button", { name: "Abrir el menú" }));
    const drawer = await screen.findByRole("dialog", { name: "Menú" });
    const nav = within(drawer).getByRole("navigation", { name: "Principal" });
    expect(within(nav).getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/es/about");
    expect(within(drawer).getByRole("link", { name: "Haga su compromiso" })).toBeInTheDocument();
    expect(
      await within(drawer).findByRole("link", { name: "Iniciar sesión / Registrarse" }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Cerrar el menú" })).toBeInTheDocument();
  });

  it("names the signed-in voter in the Spanish drawer", async () => {
    api.use(http.get("/api/session", () => HttpResponse.json({ user: voter({ name: "Ana Ruiz" }) })));
    const { user } = renderComponent(<SiteHeader />, { language: "es" });
    await user.click(screen.getByRole("button", { name: "Abrir el menú" }));
    const drawer = await screen.findByRole("dialog", { name: "Menú" });
    expect(await within(drawer).findByText(/Sesión iniciada como/)).toHaveTextContent(
      "Sesión iniciada como Ana Ruiz",
    );
    expect(within(drawer).getByRole("link", { name: "Mi panel" })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
  });
});

describe("the site footer", () => {
  it("keeps its English words", async () => {
    api.use(http.get("/api/config", () => HttpResponse.json(CONFIG)));
    renderComponent(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Contact & Legal" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    expect(
      await within(footer).findByRole("link", {
        name: accessibleName("Pledge Watch on Facebook (opens in a new tab)"),
      }),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole("link", { name: accessibleName("Donate (opens in a new tab)") }),
    ).toBeInTheDocument();
  });

  it("speaks Spanish on a Spanish page", async () => {
    api.use(http.get("/api/config", () => HttpResponse.json(CONFIG)));
    renderComponent(<SiteFooter />, { language: "es" });
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Navegación", "Recursos", "Contacto y avisos legales"]);
    expect(within(footer).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es/");
    expect(within(footer).getByRole("link", { name: "Rendición de cuentas" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Calendario de primarias" })).toHaveAttribute(
      "href",
      "/es/state-information",
    );
    expect(within(footer).getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
      "href",
      "/es/privacy-policy",
    );
    expect(
      await within(footer).findByRole("link", {
        name: accessibleName("Pledge Watch en Facebook (se abre en una pestaña nueva)"),
      }),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole("link", { name: accessibleName("Donar (se abre en una pestaña nueva)") }),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/Pledge Watch es un proyecto no partidista/)).toBeInTheDocument();
  });
});

describe("the 404 page", () => {
  it("speaks Spanish on a Spanish page, and titles the tab in Spanish", () => {
    renderComponent(<NotFoundPage />, { path: "/no-such-page", language: "es" });
    expect(screen.getByRole("heading", { level: 1, name: "404: página no encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a la página de inicio" })).toHaveAttribute(
      "href",
      "/es/",
    );
    expect(screen.getByRole("link", { name: "Encuentre a sus legisladores" })).toHaveAttribute(
      "href",
      "/es/legislators",
    );
    expect(screen.getByRole("link", { name: "Haga un compromiso" })).toHaveAttribute("href", "/es/pledge");
    expect(document.title).toBe("Página no encontrada · Pledge Watch");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "No hay ninguna página en esta dirección.",
    );
  });

  it("keeps its English words", () => {
    renderComponent(<NotFoundPage />, { path: "/no-such-page" });
    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(document.title).toBe("Page not found · Pledge Watch");
  });
});

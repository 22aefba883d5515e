import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api, apiError, HttpResponse, http, networkError, quietErrorLog } from "#web/test/api";
import { voter } from "#web/test/fixtures";
import { fill, findToast, renderComponent } from "#web/test/render";
import { LoginForm } from "./login-form";

function renderForm() {
  const onSignedIn = vi.fn();
  return {
    ...renderComponent(<LoginForm onSignedIn={onSignedIn} />, { path: "/auth", language: "es" }),
    onSignedIn,
  };
}

async function signIn(user: ReturnType<typeof renderForm>["user"]) {
  await fill(user, screen.getByLabelText("Correo electrónico"), "jordan@example.org");
  await fill(user, screen.getByLabelText("Contraseña"), "a long enough secret");
  await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
}

describe("the sign-in form in Spanish", () => {
  it("labels its fields and links in Spanish, within the Spanish pages", () => {
    renderForm();
    expect(screen.getByLabelText("Correo electrónico")).toBeVisible();
    expect(screen.getByLabelText("Contraseña")).toBeVisible();
    expect(screen.getByRole("link", { name: "¿Olvidó su contraseña?" })).toHaveAttribute(
      "href",
      "/es/forgot-password",
    );
    expect(screen.getByText("¿No tiene una cuenta?", { exact: false })).toBeVisible();
    expect(screen.getByRole("link", { name: "Empiece por hacer su compromiso" })).toHaveAttribute(
      "href",
      "/es/pledge",
    );
  });

  it("says in Spanish that the sign-in failed, with the server's message or its own", async () => {
    const deactivated = "Esta cuenta está desactivada. Comuníquese con nosotros si necesita ayuda.";
    api.use(http.post("/api/login", () => apiError(403, deactivated), { once: true }));
    const { user, onSignedIn } = renderForm();
    await signIn(user);
    expect(await findToast("No se pudo iniciar sesión")).toHaveTextContent(deactivated);

    quietErrorLog();
    api.use(http.post("/api/login", () => networkError(), { once: true }));
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await vi.waitFor(async () =>
      expect(await findToast("No se pudo iniciar sesión")).toHaveTextContent(
        "Correo electrónico o contraseña incorrectos",
      ),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("welcomes the voter in Spanish and moves on", async () => {
    api.use(http.post("/api/login", () => HttpResponse.json({ user: voter({ language: "es" }) })));
    const { user, onSignedIn } = renderForm();
    await signIn(user);
    expect(await findToast("Sesión iniciada")).toHaveTextContent("Inició sesión correctamente.");
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });
});

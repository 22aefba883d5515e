import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "#shared/accounts";
import { sessionKeys } from "#web/entities/session/current-user";
import { api, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { voter } from "#web/test/fixtures";
import { findToast, renderComponent } from "#web/test/render";
import { EditProfileDialog } from "./edit-profile-dialog";

interface Patch {
  body: Record<string, unknown>;
  acceptLanguage: string | null;
}

/** PATCH /api/user/7: answers with the voter as changed; returns what it was sent. */
function serveUpdate() {
  const patches: Patch[] = [];
  api.use(
    http.patch("/api/user/:id", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ body, acceptLanguage: request.headers.get("Accept-Language") });
      return HttpResponse.json({ user: voter(body as Partial<User>) });
    }),
  );
  return patches;
}

describe("the edit-profile dialog", () => {
  it("sends the language chosen for e-mails with the profile, and keeps the saved account", async () => {
    const patches = serveUpdate();
    const { user, queryClient } = renderComponent(<EditProfileDialog user={voter()} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Your Profile" });
    const language = within(dialog).getByRole("combobox", { name: "Language for emails" });
    expect(language).toHaveValue("en");
    expect(language).toHaveAccessibleDescription("Your e-mails and reminders are written in this language.");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Español"]);

    await user.selectOptions(language, "Español");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await findToast("Profile updated")).toHaveTextContent("Your profile has been saved.");
    expect(patches).toEqual([
      {
        body: expect.objectContaining({ language: "es", name: "Jordan Journey", zip: "99501" }),
        acceptLanguage: "en",
      },
    ]);
    expect(queryClient.getQueryData(sessionKeys.currentUser)).toMatchObject({ language: "es" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("starts from the account's language", async () => {
    serveUpdate();
    const { user } = renderComponent(<EditProfileDialog user={voter({ language: "es" })} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Your Profile" });
    expect(within(dialog).getByRole("combobox", { name: "Language for emails" })).toHaveValue("es");
  });

  it("speaks Spanish on a Spanish page, its toast included, and asks the server for Spanish", async () => {
    const patches = serveUpdate();
    const { user } = renderComponent(<EditProfileDialog user={voter()} />, { language: "es" });
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar su perfil" });
    expect(within(dialog).getByRole("textbox", { name: "Nombre completo" })).toHaveValue("Jordan Journey");
    const party = within(dialog).getByRole("combobox", { name: "Partido en el que está inscrito" });
    expect(party).toHaveValue("Independent");
    expect(within(party).getByRole("option", { selected: true })).toHaveTextContent("Independiente");
    const language = within(dialog).getByRole("combobox", { name: "Idioma de los correos" });
    expect(language).toHaveAccessibleDescription(
      "Le enviaremos los correos electrónicos y los recordatorios en este idioma.",
    );

    await user.selectOptions(language, "es");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await findToast("Perfil actualizado")).toHaveTextContent("Se guardó su perfil.");
    expect(patches).toEqual([
      {
        body: expect.objectContaining({ language: "es", registeredParty: "Independent" }),
        acceptLanguage: "es",
      },
    ]);
  });

  it("says 'Update failed' in Spanish, in its own words when the server gives none", async () => {
    quietErrorLog();
    api.use(http.patch("/api/user/:id", () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })));
    const { user } = renderComponent(<EditProfileDialog user={voter()} />, { language: "es" });
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar su perfil" });
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await findToast("No se pudo actualizar")).toHaveTextContent("No se pudo actualizar el perfil");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("No se pudo actualizar el perfil");
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent } from "#web/test/render";
import { CopyButton } from "./copy-button";
import { DataAsOf } from "./data-as-of";
import { Dialog, DialogContent, DialogTitle } from "./dialog";
import { LoadFailedAlert } from "./load-failed-alert";
import { StateSelect } from "./state-select";

describe("the shared UI pieces in Spanish", () => {
  it("offers the states by their Spanish names, in Spanish alphabetical order", () => {
    renderComponent(<StateSelect aria-label="Estado" defaultValue="" />, { language: "es" });
    const select = screen.getByRole("combobox", { name: "Estado" });
    const options = within(select).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Seleccione un estado");
    const names = options.slice(1).map((option) => option.textContent);
    expect(names).toContain("Nueva York");
    expect(names.indexOf("Carolina del Norte")).toBeLessThan(names.indexOf("Colorado"));
    expect(names.indexOf("Nueva York")).toBeLessThan(names.indexOf("Nuevo México"));
    expect(within(select).getByRole("option", { name: "Carolina del Norte" })).toHaveValue("NC");
  });

  it("groups the states and territories under Spanish names", () => {
    renderComponent(<StateSelect aria-label="Estado" defaultValue="" withTerritories />, { language: "es" });
    const groups = within(screen.getByRole("combobox", { name: "Estado" })).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Estados y DC", "Territorios"]);
    expect(within(groups[1]!).getByRole("option", { name: "Samoa Estadounidense" })).toHaveValue("AS");
  });

  it("keeps the English names and order in English", () => {
    renderComponent(<StateSelect aria-label="State" defaultValue="" />);
    const options = within(screen.getByRole("combobox", { name: "State" })).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Select a state");
    const names = options.slice(1).map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(["Alabama", "Alaska", "Arizona"]);
    expect(names).toContain("North Carolina");
  });

  it("dates the data in Spanish", () => {
    renderComponent(
      <>
        <DataAsOf asOf="2026-06-15" sourcesId="sources" />
        <DataAsOf asOf="2026" />
      </>,
      { language: "es" },
    );
    expect(screen.getByText(/^Datos al 15 de junio de 2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "fuentes" })).toHaveAttribute("href", "#sources");
    expect(screen.getByText("Datos de 2026")).toBeInTheDocument();
  });

  it("dates the data in English as before", () => {
    renderComponent(<DataAsOf asOf="2026-06-15" />);
    expect(screen.getByText("Data as of June 15, 2026")).toBeInTheDocument();
  });

  it("says Reintentar on a failed load", async () => {
    const onRetry = vi.fn();
    const { user } = renderComponent(
      <LoadFailedAlert onRetry={onRetry} retrying={false}>
        No se pudo cargar.
      </LoadFailedAlert>,
      { language: "es" },
    );
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says Reintentando while the retry runs", () => {
    renderComponent(
      <LoadFailedAlert onRetry={() => {}} retrying>
        No se pudo cargar.
      </LoadFailedAlert>,
      { language: "es" },
    );
    expect(screen.getByRole("button", { name: "Reintentando…" })).toBeDisabled();
  });

  it("names a dialog's close button in Spanish", () => {
    renderComponent(
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Título</DialogTitle>
        </DialogContent>
      </Dialog>,
      { language: "es" },
    );
    expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });

  it("copies, says so in Spanish and announces it in the Spanish notification area", async () => {
    const { user } = renderComponent(<CopyButton text="hola" />, { language: "es" });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    expect(writeText).toHaveBeenCalledWith("hola");
    expect(await screen.findByRole("button", { name: "Copiado" })).toBeInTheDocument();
    const area = screen.getByRole("region", { name: /^Notificaciones \(F8\)$/, hidden: true });
    expect(await within(area).findByText("Copiado al portapapeles")).toBeInTheDocument();
    expect(
      within(area).getByRole("button", { name: "Cerrar la notificación", hidden: true }),
    ).toBeInTheDocument();
  });

  it("asks to copy by hand, in Spanish, when copying fails", async () => {
    const { user } = renderComponent(<CopyButton text="hola" label="Copiar el enlace" />, { language: "es" });
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copiar el enlace" }));
    const area = screen.getByRole("region", { name: /^Notificaciones/, hidden: true });
    expect(await within(area).findByText("No se pudo copiar")).toBeInTheDocument();
    expect(within(area).getByText("Vuelva a intentarlo o cópielo manualmente.")).toBeInTheDocument();
  });
});

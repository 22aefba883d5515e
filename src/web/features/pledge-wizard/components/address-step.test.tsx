import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FindLegislatorsInput } from "#shared/find-legislators";
import { renderComponent } from "#web/test/render";
import { AddressStep } from "./address-step";

const EMPTY = { address: "", city: "", state: "", zip: "" };
const ANCHORAGE = { address: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" };

type OnFind = (values: FindLegislatorsInput) => Promise<Record<string, string> | undefined>;

function renderStep({
  onFind = vi.fn<OnFind>(async () => undefined),
  defaultValues = EMPTY,
  busy = false,
} = {}) {
  const rendered = renderComponent(
    <AddressStep headingLevel={2} defaultValues={defaultValues} busy={busy} onFind={onFind} />,
  );
  return { ...rendered, onFind };
}

describe("the address step", () => {
  it("explains every mistake under its field, focuses the first, and clears each as it is corrected", async () => {
    const { user, onFind } = renderStep();
    await user.click(screen.getByRole("button", { name: "Find My Legislators" }));

    for (const message of [
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeVisible();
    }
    const street = screen.getByLabelText("Street Address");
    expect(street).toBeInvalid();
    expect(street).toHaveAccessibleDescription("Address is required");
    expect(street).toHaveFocus();
    expect(onFind).not.toHaveBeenCalled();

    // Validation runs again on every change.
    await user.type(street, "1 Main St");
    expect(screen.queryByText("Address is required")).not.toBeInTheDocument();
    expect(street).toBeValid();
    await user.type(screen.getByLabelText("ZIP Code"), "123");
    expect(screen.getByText("ZIP code is required", { exact: true })).toBeVisible();
  });

  it("sends the address, and puts the server's field messages under their fields", async () => {
    const onFind = vi.fn<OnFind>(async () => ({ zip: "ZIP code 10001 is not in California" }));
    const { user } = renderStep({ onFind });
    await user.type(screen.getByLabelText("Street Address"), "1 Main St");
    await user.type(screen.getByLabelText("City"), "Los Angeles");
    await user.selectOptions(screen.getByLabelText("State"), "CA");
    await user.type(screen.getByLabelText("ZIP Code"), "10001");
    await user.click(screen.getByRole("button", { name: "Find My Legislators" }));

    expect(onFind).toHaveBeenCalledWith({
      address: "1 Main St",
      city: "Los Angeles",
      state: "CA",
      zip: "10001",
    });
    const zip = screen.getByLabelText("ZIP Code");
    expect(await screen.findByText("ZIP code 10001 is not in California")).toBeVisible();
    expect(zip).toBeInvalid();
    expect(zip).toHaveFocus();
  });

  it("offers the territories and DC, starts from the address it is given, and says when it is searching", () => {
    renderStep({ defaultValues: ANCHORAGE, busy: true });
    const state = screen.getByLabelText("State");
    expect(state).toHaveValue("AK");
    for (const territory of ["Puerto Rico", "District of Columbia", "Guam"]) {
      expect(screen.getByRole("option", { name: territory })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("ZIP Code")).toHaveValue("99501");
    expect(screen.getByRole("button", { name: "Finding Legislators..." })).toBeDisabled();
    const houseGov = screen.getByRole("link", { name: /Look it up on house\.gov/ });
    expect(houseGov).toHaveAttribute("target", "_blank");
    expect(houseGov).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });
});

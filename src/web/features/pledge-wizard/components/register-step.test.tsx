import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { fill, renderComponent } from "#web/test/render";
import { RegisterStep } from "./register-step";

type Props = ComponentProps<typeof RegisterStep>;

const ANCHORAGE = { address: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" };

function renderStep(props: Partial<Props> = {}) {
  const handlers = { onBack: vi.fn(), onRegister: vi.fn<Props["onRegister"]>(async () => undefined) };
  const rendered = renderComponent(
    <RegisterStep headingLevel={2} address={ANCHORAGE} selectedCount={1} {...handlers} {...props} />,
  );
  return { ...rendered, ...handlers };
}

const submit = () => screen.getByRole("button", { name: "Create Account & Continue" });

describe("step 3, the account", () => {
  it("carries the address over, lists the 50 states and DC only, and offers to sign in instead", async () => {
    const { user, onBack } = renderStep();
    expect(screen.getByRole("heading", { level: 2, name: "Create your account" })).toBeVisible();
    expect(screen.getByLabelText("Street Address")).toHaveValue("1 Main St");
    expect(screen.getByLabelText("City")).toHaveValue("Anchorage");
    expect(screen.getByLabelText("State")).toHaveValue("AK");
    expect(screen.getByLabelText("ZIP Code")).toHaveValue("99501");
    expect(screen.getByRole("option", { name: "District of Columbia" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Puerto Rico" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByText("Accounts are for voters in the 50 states and DC")).not.toBeInTheDocument();
    expect(screen.queryByText("No legislators selected")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalled();
  });

  it("tells a territory's voter why the form asks for a state, and leaves the state for them to choose", () => {
    renderStep({ address: { address: "1 Calle Fortaleza", city: "San Juan", state: "PR", zip: "00901" } });
    expect(screen.getByText("Accounts are for voters in the 50 states and DC")).toBeVisible();
    expect(
      screen.getByText(/^Puerto Rico elects a delegate who cannot vote on impeachment, and pledges count/),
    ).toBeVisible();
    expect(screen.getByLabelText("State")).toHaveValue("");
    expect(screen.getByLabelText("City")).toHaveValue("San Juan");
  });

  it("lets a voter with nobody selected register anyway, with a warning", () => {
    renderStep({ selectedCount: 0 });
    expect(screen.getByText("No legislators selected")).toBeVisible();
    expect(
      screen.getByText(/You can still create an account, and pledge later from your dashboard\./),
    ).toBeVisible();
  });

  it("checks every field with the auth screen's messages", async () => {
    const { user, onRegister } = renderStep({ address: null });
    await user.type(screen.getByLabelText("ZIP Code"), "123");
    await user.click(submit());
    for (const message of [
      "Name must be at least 2 characters",
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code must be at least 5 digits",
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeVisible();
    }
    expect(screen.getAllByText("Please enter a valid email", { exact: true })).toHaveLength(2);
    expect(screen.getAllByText("Password must be at least 8 characters", { exact: true })).toHaveLength(2);
    expect(screen.getByLabelText("Full Name")).toHaveFocus();
    expect(screen.getByLabelText("Full Name")).toBeInvalid();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it("says when the e-mails or the passwords differ, and sends the form once they match", async () => {
    let finish!: () => void;
    const onRegister = vi.fn<Props["onRegister"]>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderStep({ onRegister });
    await user.click(submit());
    await fill(user, screen.getByLabelText("Full Name"), "Wendy Wizard");
    await fill(user, screen.getByLabelText("Email"), "wendy@example.org");
    await fill(user, screen.getByLabelText("Confirm Email"), "xwendy@example.org");
    await fill(user, screen.getByLabelText("Password"), "a long enough secret");
    await fill(user, screen.getByLabelText("Confirm Password"), "a different secret");
    expect(await screen.findByText("Emails don't match")).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(onRegister).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText("Confirm Email"), "wendy@example.org");
    await fill(user, screen.getByLabelText("Confirm Password"), "a long enough secret");
    await user.selectOptions(screen.getByLabelText("Party Registration"), "Independent");
    await user.click(submit());
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(onRegister).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Wendy Wizard",
        email: "wendy@example.org",
        address: "1 Main St",
        state: "AK",
        zip: "99501",
        registeredParty: "Independent",
      }),
      expect.anything(),
    );
    finish();
    expect(await screen.findByRole("button", { name: "Create Account & Continue" })).toBeEnabled();
  });
});

import { screen, within } from "@testing-library/react";
import { type ComponentProps, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { legislator, representative, voter } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { ConfirmPledgeStep } from "./confirm-pledge-step";

type Props = ComponentProps<typeof ConfirmPledgeStep>;

const stone = legislator({ id: 1, firstName: "Avery", lastName: "Stone" });
const reed = representative("AK-AL", {
  id: 3,
  firstName: "Casey",
  lastName: "Reed",
  pledgeCount: 14,
  constituentPledgeCount: 12,
});
const lane = legislator({ id: 40, firstName: "Drew", lastName: "Lane", state: "TX" });

/** The step as the wizard holds it: the share choice lives in the wizard's state. */
function Step(props: Omit<Props, "share" | "onShareChange">) {
  const [share, setShare] = useState(false);
  return <ConfirmPledgeStep {...props} share={share} onShareChange={setShare} />;
}

function renderStep(props: Partial<Omit<Props, "share" | "onShareChange">> = {}) {
  const handlers = { onShared: vi.fn(), onBack: vi.fn(), onConfirm: vi.fn() };
  const rendered = renderComponent(
    <Step headingLevel={2} user={voter()} legislators={[stone]} busy={false} {...handlers} {...props} />,
  );
  return { ...rendered, ...handlers };
}

describe("step 4, confirming", () => {
  it("shows the legislator, the voter's details and the words of the pledge", async () => {
    const { user, onConfirm, onBack } = renderStep();
    expect(screen.getByRole("heading", { level: 2, name: "Confirm your pledge" })).toBeVisible();
    expect(screen.getByText("Check the details, then confirm your pledge.")).toBeVisible();
    expect(screen.getByText("Senator, Alaska")).toBeVisible();
    expect(screen.getByText("Be the first voter to pledge")).toBeVisible();

    const details = screen.getByRole("region", { name: "Your details" });
    const terms = within(details)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(details)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Name: "Jordan Journey",
      Email: "jordan@example.org",
      Address: "1 Main St, Anchorage, AK 99501",
      "Current registration": "Independent",
    });
    expect(
      screen.getByText(
        /^I pledge to vote for Avery Stone in the next primary election if they act to impeach or convict a president who defies the Supreme Court\..*switch my party registration/,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Confirm My Pledge" }));
    expect(onConfirm).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalled();
  });

  it("promises each legislator what the voter can: a vote in their own seat, support outside it", () => {
    renderStep({ legislators: [reed, lane] });
    expect(screen.getByRole("heading", { level: 2, name: "Confirm your pledges" })).toBeVisible();
    expect(screen.getByText(/^Pledged so far:/)).toHaveTextContent(
      "Pledged so far: 12 constituents · 2 from elsewhere",
    );
    expect(screen.getByText(/^I pledge to vote for Casey Reed in the next primary election/)).toBeVisible();
    expect(
      screen.getByText(/^I live outside the seat of Drew Lane, so I cannot vote in their primary\./),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Confirm My Pledges" })).toBeEnabled();
  });

  it("offers the share buttons once the voter chooses to share", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user, onShared } = renderStep();
    expect(screen.queryByRole("button", { name: "Share on Twitter" })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole("checkbox", {
        name: "Share my pledge on social media to encourage others (optional)",
      }),
    );
    expect(screen.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Share on Twitter" }));
    expect(onShared).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(expect.stringContaining("avery-stone"), "_blank", expect.any(String));
    const text = new URL(String(open.mock.calls[0]![0])).searchParams.get("text")!;
    expect(text).toContain("Avery Stone");
    expect(text).toMatch(/impeach/i);
    expect(text.endsWith("#ImpeachmentPledge #Constitution")).toBe(true);
  });

  it("says 'Processing...' while the pledge is made", () => {
    renderStep({ busy: true });
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
  });

  it("ends at 'Registration Complete' when nobody was selected", () => {
    renderStep({ legislators: [] });
    expect(screen.getByRole("heading", { name: "Registration Complete" })).toBeVisible();
    expect(screen.getByText("Your account is ready")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("says so when the voter's details are missing", () => {
    renderStep({ user: null });
    expect(
      screen.getByText("User information is missing. Please go back and complete step 2."),
    ).toBeVisible();
  });
});

import { screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { legislator, representative, voter } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { BulkConfirmStep } from "./bulk-confirm-step";

type Props = ComponentProps<typeof BulkConfirmStep>;

const stone = legislator({ id: 1, firstName: "Avery", lastName: "Stone" });
const reed = representative("AK-AL", { id: 3, firstName: "Casey", lastName: "Reed" });

function renderStep(props: Partial<Props> = {}) {
  const handlers = { onBack: vi.fn(), onBackToSelection: vi.fn(), onCreate: vi.fn() };
  const rendered = renderComponent(
    <BulkConfirmStep
      headingLevel={3}
      voter={voter()}
      legislators={[stone, reed]}
      busy={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

describe("step 3 for a signed-in voter, the bulk confirmation", () => {
  it("lists every selected legislator with the pledge's words, and creates them all at once", async () => {
    const { user, onCreate } = renderStep();
    expect(screen.getByRole("heading", { level: 3, name: "Confirm Your Pledges" })).toBeVisible();
    expect(screen.getByText(/You're signed in as Jordan Journey\./)).toBeVisible();
    const list = screen.getAllByRole("list")[0]!;
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByText("Avery Stone")).toBeVisible();
    expect(within(first!).getByText("Republican · Senator · Alaska")).toBeVisible();
    expect(within(second!).getByText("Casey Reed")).toBeVisible();
    expect(within(second!).getByText("Republican · Representative · Alaska")).toBeVisible();
    expect(
      screen.getByText(/^I pledge to vote for Avery Stone and Casey Reed in their next primary election/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Create Pledges" }));
    expect(onCreate).toHaveBeenCalled();
  });

  it("names each legislator's party and office in Spanish, agreeing with the member", () => {
    renderComponent(
      <BulkConfirmStep
        headingLevel={3}
        voter={voter()}
        legislators={[{ ...stone, gender: "F" }, reed]}
        busy={false}
        onBack={vi.fn()}
        onBackToSelection={vi.fn()}
        onCreate={vi.fn()}
      />,
      { language: "es" },
    );
    const [first, second] = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");
    expect(within(first!).getByText("Republicana · Senadora · Alaska")).toBeVisible();
    expect(within(second!).getByText("Republicano · Representante · Alaska")).toBeVisible();
  });

  it("says 'Creating Pledges...' while they are made", () => {
    renderStep({ busy: true });
    expect(screen.getByRole("button", { name: "Creating Pledges..." })).toBeDisabled();
  });

  it("says so when nobody is selected, with the way back and the way to the dashboard", async () => {
    const { user, onBackToSelection } = renderStep({ legislators: [] });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "No legislators selected. Please go back and select at least one legislator.",
    );
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await user.click(screen.getByRole("button", { name: "Back to Legislator Selection" }));
    expect(onBackToSelection).toHaveBeenCalled();
  });
});

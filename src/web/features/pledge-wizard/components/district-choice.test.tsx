import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FIND_YOUR_DISTRICT_URL } from "#shared/find-legislators";
import { legislator, representative } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { DistrictChoice } from "./district-choice";

const north = representative("TX-24", { id: 24, firstName: "Nora", lastName: "North", state: "TX" });
const south = representative("TX-32", {
  id: 32,
  firstName: "Sam",
  lastName: "South",
  state: "TX",
  party: "Democrat",
});
const senator = legislator({ id: 21, firstName: "Tess", lastName: "Cole", state: "TX" });

function renderChoice(candidates = ["TX-24", "TX-32", "TX-33"]) {
  const handlers = { onChoose: vi.fn(), onChangeAddress: vi.fn() };
  const rendered = renderComponent(
    <DistrictChoice
      headingLevel={2}
      zip="75001"
      state="TX"
      candidates={candidates}
      legislators={[senator, north, south]}
      {...handlers}
    />,
  );
  return { ...rendered, ...handlers };
}

describe("the district choice of a split ZIP code", () => {
  it("names each district's representative, a vacant seat, and 'I'm not sure'", () => {
    renderChoice();
    expect(screen.getByRole("heading", { name: "Which district do you live in?" })).toBeVisible();
    expect(
      screen.getByText(
        "ZIP code 75001 is split between 3 congressional districts in Texas. Choose the one you live in, so you pledge to your own representative.",
      ),
    ).toBeVisible();
    const choices = screen.getByRole("group", { name: "Your representative" });
    expect(choices).toBeVisible();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    // The card is the label: its title, then its description (jsdom lays out no block, so no space).
    expect(screen.getByRole("radio", { name: /^Nora North \(R\)\s*District TX-24$/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: /^Sam South \(D\)\s*District TX-32$/ })).toBeVisible();
    expect(screen.getByRole("radio", { name: /^Seat currently vacant\s*District TX-33$/ })).toBeVisible();
    expect(
      screen.getByRole("radio", { name: /^I'm not sure\s*Show me every representative for this ZIP code$/ }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: /house\.gov/ })).toHaveAttribute("href", FIND_YOUR_DISTRICT_URL);
  });

  it("asks for a choice before continuing, and the message goes once one is made", async () => {
    const { user, onChoose } = renderChoice();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Please choose your district, or "I'm not sure".`);
    expect(screen.getByRole("group", { name: "Your representative" })).toHaveAccessibleDescription(
      `Please choose your district, or "I'm not sure".`,
    );
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: /Nora North/ }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Nora North/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onChoose).toHaveBeenCalledWith("TX-24");
  });

  it("passes no district when the voter is not sure, and goes back to the address on request", async () => {
    const { user, onChoose, onChangeAddress } = renderChoice();
    await user.click(screen.getByRole("radio", { name: /I'm not sure/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onChoose).toHaveBeenCalledWith(null);
    await user.click(screen.getByRole("button", { name: "Change Address" }));
    expect(onChangeAddress).toHaveBeenCalled();
  });
});

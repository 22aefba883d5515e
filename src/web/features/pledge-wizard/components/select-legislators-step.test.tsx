import { screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  FIND_YOUR_DISTRICT_URL,
  NEW_DISTRICT_LINES_TITLE,
  newDistrictLinesMessage,
  type VacantSeat,
} from "#shared/find-legislators";
import { avery, casey, legislator, representative } from "#web/test/fixtures";
import { renderComponent } from "#web/test/render";
import { SelectLegislatorsStep } from "./select-legislators-step";

type Props = ComponentProps<typeof SelectLegislatorsStep>;

function renderStep(props: Partial<Props> = {}) {
  const handlers = { onToggle: vi.fn(), onBack: vi.fn(), onContinue: vi.fn() };
  const rendered = renderComponent(
    <SelectLegislatorsStep
      headingLevel={2}
      legislators={[avery, casey]}
      vacantSeats={[]}
      unknownDistrictZip={null}
      message={null}
      selectedIds={[]}
      pledgedIds={new Set()}
      voter={{ state: "AK", congressionalDistrict: 0 }}
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

/** The card (list item) that names `text`. */
function card(text: string | RegExp): HTMLElement {
  return screen.getAllByRole("listitem").find((item) => within(item).queryByText(text))!;
}

describe("step 2, choosing legislators", () => {
  it("offers each member with a Select checkbox named after them, and counts the choices", async () => {
    const { user, onToggle, onContinue, onBack } = renderStep({ selectedIds: [3] });
    expect(screen.getByRole("heading", { level: 2, name: "Select legislators to support" })).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Select Avery Stone" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Casey Reed" })).toBeChecked();
    expect(screen.getByText("1 selected")).toBeVisible();
    expect(within(card("Avery Stone")).getByText("Republican · Senator")).toBeVisible();
    expect(within(card("Avery Stone")).getByText("AK · Alaska")).toBeVisible();
    expect(within(card("Casey Reed")).getByText("AK-AL · Alaska")).toBeVisible();
    expect(screen.getByText("Data as of June 15, 2026")).toBeVisible();

    await user.click(screen.getByRole("checkbox", { name: "Select Avery Stone" }));
    expect(onToggle).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalled();
  });

  it("says 'None selected' before any choice", () => {
    renderStep();
    expect(screen.getByText("None selected")).toBeVisible();
  });

  it("shows persuadability only for members who sit with the Republicans", () => {
    renderStep({
      legislators: [
        avery,
        legislator({
          id: 5,
          firstName: "Bernie",
          lastName: "Vale",
          state: "VT",
          party: "Independent",
          caucus: "Democrat",
          persuadabilityScore: 10,
        }),
        legislator({
          id: 6,
          firstName: "Pat",
          lastName: "Welch",
          state: "VT",
          party: "Democrat",
          persuadabilityScore: 12,
        }),
        legislator({
          id: 7,
          firstName: "Ike",
          lastName: "Ward",
          party: "Independent",
          caucus: "Republican",
          persuadabilityScore: 64,
        }),
      ],
    });
    expect(within(card("Avery Stone")).getByText("Persuadability 72")).toBeVisible();
    expect(within(card("Ike Ward")).getByText("Persuadability 64")).toBeVisible();
    expect(within(card("Bernie Vale")).queryByText(/Persuadability/)).not.toBeInTheDocument();
    expect(within(card("Pat Welch")).queryByText(/Persuadability/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Persuadability \d+/)).toHaveLength(2);
  });

  it("shows a delegate as non-voting, with nothing to select and what the voter can do instead", () => {
    renderStep({
      legislators: [
        representative("PR-AL", { id: 60, firstName: "Pablo", lastName: "Rios", isDelegate: true }),
      ],
      voter: { state: "PR", congressionalDistrict: 0 },
    });
    const delegate = card("Pablo Rios");
    expect(within(delegate).getByText("Non-voting")).toBeVisible();
    expect(
      within(delegate).getByText(
        "Casts no vote on impeachment or conviction, so there is no pledge to make.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByText(/Persuadability \d+/)).not.toBeInTheDocument();
    expect(screen.getByText("No member for this address votes on impeachment")).toBeVisible();
    expect(screen.getByRole("link", { name: "list of legislators" })).toHaveAttribute("href", "/legislators");
  });

  it("shows a vacant seat where its member would be, with the reason", () => {
    const vacancy: VacantSeat = { type: "rep", state: "TX", districtCode: "TX-23", reason: "vacant" };
    const senators = [
      legislator({ id: 21, firstName: "Tess", lastName: "Cole", state: "TX" }),
      legislator({ id: 22, firstName: "Ty", lastName: "Moss", state: "TX" }),
    ];
    renderStep({
      legislators: senators,
      vacantSeats: [vacancy],
      voter: { state: "TX", congressionalDistrict: 23 },
    });
    const seat = card("This seat is vacant");
    expect(within(seat).getByText("Representative · TX-23 · Texas")).toBeVisible();
    expect(
      within(seat).getByText("No one holds this seat right now: the data we use lists no member for it."),
    ).toBeVisible();
    expect(screen.getAllByText("This seat is vacant")).toHaveLength(1);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("shows an empty Senate seat awaiting a special election's winner", () => {
    renderStep({
      legislators: [legislator({ id: 31, firstName: "Ola", lastName: "Hayes", state: "OH" })],
      vacantSeats: [
        { type: "sen", state: "OH", districtCode: null, reason: "awaiting-special-election-result" },
      ],
      voter: { state: "OH", congressionalDistrict: 1 },
    });
    const seat = card("This seat is vacant");
    expect(within(seat).getByText("Senator · OH · Ohio")).toBeVisible();
    expect(seat).toHaveTextContent("The appointed member served until a special election.");
  });

  it("lists the state's senators for an unknown ZIP, with a notice and the official district finder", () => {
    renderStep({
      legislators: [avery],
      unknownDistrictZip: "00501",
      voter: { state: "AK", congressionalDistrict: null },
    });
    expect(screen.getByText("We couldn't find your House district from ZIP code 00501")).toBeVisible();
    const finder = screen.getByRole("link", { name: /official House district finder/ });
    expect(finder).toHaveAttribute("href", FIND_YOUR_DISTRICT_URL);
    expect(finder).toHaveAttribute("target", "_blank");
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);
  });

  it("warns of the district lines drawn for 2026, linking the official finder", () => {
    renderStep({ message: newDistrictLinesMessage("TX") });
    expect(screen.getByText(NEW_DISTRICT_LINES_TITLE)).toBeVisible();
    expect(
      screen.getByText(/Texas drew new congressional district lines for the 2026 elections\./),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: /official House district finder/ })).toHaveAttribute(
      "href",
      FIND_YOUR_DISTRICT_URL,
    );
  });

  it("tells the voter on the card of a member outside their seat what they can do, and only there", () => {
    const texan = legislator({ id: 40, firstName: "Drew", lastName: "Lane", state: "TX" });
    renderStep({ legislators: [texan, avery], selectedIds: [40] });
    expect(
      within(card("Drew Lane")).getByText(
        "You live outside Texas: you cannot vote in this primary, but you can pledge your support.",
      ),
    ).toBeVisible();
    expect(screen.getAllByText(/You live outside/)).toHaveLength(1);
  });

  it("marks a legislator already pledged to, and does not offer them again", () => {
    renderStep({ pledgedIds: new Set([1]) });
    expect(within(card("Avery Stone")).getByText("Pledged")).toBeVisible();
    expect(screen.queryByRole("checkbox", { name: "Select Avery Stone" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Casey Reed" })).toBeVisible();
  });

  it("says so when the address has nobody, and offers to go back", async () => {
    const { user, onBack } = renderStep({ legislators: [] });
    expect(
      screen.getByText("No legislators found for your address. Please go back and try a different address."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(onBack).toHaveBeenCalled();
  });
});

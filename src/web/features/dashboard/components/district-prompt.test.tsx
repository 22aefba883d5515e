import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "#shared/accounts";
import type { FindLegislatorsInput } from "#shared/find-legislators";
import { api, apiError, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { legislator, lookupResult, representative, voter } from "#web/test/fixtures";
import { findToast, renderComponent } from "#web/test/render";
import { DistrictPrompt } from "./district-prompt";

/** A voter in Addison, TX, whose ZIP code spans three districts and who has not chosen one. */
const dallas = voter({
  address: "1 Main St",
  city: "Addison",
  state: "TX",
  zip: "75001",
  congressionalDistrict: null,
  districtCode: null,
});

const split = lookupResult({
  legislators: [
    legislator({ id: 21, firstName: "Tess", lastName: "Cole", state: "TX" }),
    representative("TX-24", { id: 24, firstName: "Nora", lastName: "North", state: "TX" }),
    representative("TX-32", { id: 32, firstName: "Sam", lastName: "South", state: "TX" }),
  ],
  districtCandidates: ["TX-24", "TX-32", "TX-33"],
});

/** The address lookup: the split answer, then whatever a chosen district is answered with. */
function serveLookup(onChoice: (body: FindLegislatorsInput) => Response = () => HttpResponse.json(split)) {
  const asked: FindLegislatorsInput[] = [];
  api.use(
    http.post("/api/pledge/find-legislators", async ({ request }) => {
      const body = (await request.json()) as FindLegislatorsInput;
      asked.push(body);
      return body.districtCode ? onChoice(body) : HttpResponse.json(split);
    }),
  );
  return asked;
}

const renderPrompt = (user: User = dallas) => renderComponent(<DistrictPrompt user={user} />);

describe("the dashboard's district prompt", () => {
  it("asks a voter of a split ZIP which district is theirs, naming each one's representative", async () => {
    const asked = serveLookup();
    renderPrompt();
    const prompt = await screen.findByRole("region", { name: "Confirm your congressional district" });
    expect(prompt).toHaveTextContent(
      "ZIP code 75001 is split between 3 districts. Until you choose yours, your pledges count as a constituent's for your senators only, not for your representative.",
    );
    expect(within(prompt).getByRole("radio", { name: /^District TX-24\s*Nora North$/ })).toBeVisible();
    expect(within(prompt).getByRole("radio", { name: /^District TX-32\s*Sam South$/ })).toBeVisible();
    expect(
      within(prompt).getByRole("radio", { name: /^District TX-33\s*Seat currently vacant$/ }),
    ).toBeVisible();
    expect(within(prompt).getByRole("link", { name: /Not sure\? Look it up on house\.gov/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(asked).toEqual([{ address: "1 Main St", city: "Addison", state: "TX", zip: "75001" }]);
  });

  it("asks for a choice before saving, then saves the chosen district and says so", async () => {
    const asked = serveLookup(() => HttpResponse.json({ ...split, district: "TX-24", userUpdated: true }));
    const { user } = renderPrompt();
    const prompt = await screen.findByRole("region", { name: "Confirm your congressional district" });
    await user.click(within(prompt).getByRole("button", { name: "Save my district" }));
    expect(within(prompt).getByRole("alert")).toHaveTextContent("Please choose your district.");
    expect(asked).toHaveLength(1);

    await user.click(within(prompt).getByRole("radio", { name: /^District TX-24/ }));
    expect(within(prompt).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole("button", { name: "Save my district" }));
    expect(await findToast("District saved")).toHaveTextContent(
      "Your pledges to your representative now count as a constituent's.",
    );
    expect(asked.at(-1)).toEqual({
      address: "1 Main St",
      city: "Addison",
      state: "TX",
      zip: "75001",
      districtCode: "TX-24",
    });
  });

  it("says 'Could not save your district' with the server's reason", async () => {
    quietErrorLog();
    serveLookup(() => apiError(400, "Choose one of the districts this ZIP code covers"));
    const { user } = renderPrompt();
    const prompt = await screen.findByRole("region", { name: "Confirm your congressional district" });
    await user.click(within(prompt).getByRole("radio", { name: /^District TX-32/ }));
    await user.click(within(prompt).getByRole("button", { name: "Save my district" }));
    expect(await findToast("Could not save your district")).toHaveTextContent(
      "Choose one of the districts this ZIP code covers",
    );
    expect(within(prompt).getByRole("button", { name: "Save my district" })).toBeEnabled();
  });

  it("stays hidden for a voter whose district is known, or whose ZIP lies in one district", async () => {
    const asked = serveLookup();
    const { unmount } = renderPrompt(voter());
    expect(screen.queryByRole("region", { name: /congressional district/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    unmount();

    let answered = 0;
    api.use(
      http.post("/api/pledge/find-legislators", () => {
        answered += 1;
        return HttpResponse.json(lookupResult({ district: "TX-24" }));
      }),
    );
    const { queryClient } = renderPrompt();
    await waitFor(() => expect(answered).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("region", { name: /congressional district/ })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, apiError, HttpResponse, http, quietErrorLog } from "#web/test/api";
import { legislator, userPledge } from "#web/test/fixtures";
import { accessibleName, findToast, renderComponent } from "#web/test/render";
import { WithdrawPledgeDialog } from "./withdraw-pledge-dialog";

const pledge = userPledge(legislator({ id: 1, firstName: "Avery", lastName: "Stone" }), { id: 11 });
const DIALOG = "Withdraw your pledge to Avery Stone?";

/** Answers DELETE /api/pledges/11 with `answer`; returns how many were asked. */
function serveWithdrawal(answer: () => Response) {
  const asked: string[] = [];
  api.use(
    http.delete("/api/pledges/:id", ({ params }) => {
      asked.push(String(params.id));
      return answer();
    }),
  );
  return asked;
}

describe("withdrawing a pledge", () => {
  it("asks once more, and keeps the pledge when the voter thinks better of it", async () => {
    const asked = serveWithdrawal(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderComponent(<WithdrawPledgeDialog pledge={pledge} />);
    await user.click(screen.getByRole("button", { name: accessibleName("Withdraw pledge to Avery Stone") }));
    const dialog = await screen.findByRole("dialog", { name: DIALOG });
    expect(dialog).toHaveAccessibleDescription(
      "Your pledge will no longer count toward Avery Stone's totals, and we will not write to you about what they do. Messages we have already sent stay sent. You can pledge again at any time.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep my pledge" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("withdraws it on confirmation, says so, and closes", async () => {
    const asked = serveWithdrawal(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderComponent(<WithdrawPledgeDialog pledge={pledge} />);
    await user.click(screen.getByRole("button", { name: accessibleName("Withdraw pledge to Avery Stone") }));
    const dialog = await screen.findByRole("dialog", { name: DIALOG });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw pledge" }));
    expect(await findToast("Pledge withdrawn")).toHaveTextContent(
      "Your pledge to support Avery Stone no longer counts. You can pledge again at any time.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(asked).toEqual(["11"]);
  });

  it("says 'Withdrawal failed' with the server's reason, closing the dialog so the toast can be read", async () => {
    quietErrorLog();
    serveWithdrawal(() => apiError(500, "Database unavailable"));
    const { user } = renderComponent(<WithdrawPledgeDialog pledge={pledge} />);
    await user.click(screen.getByRole("button", { name: accessibleName("Withdraw pledge to Avery Stone") }));
    const dialog = await screen.findByRole("dialog", { name: DIALOG });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw pledge" }));
    expect(await findToast("Withdrawal failed")).toHaveTextContent("Database unavailable");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      screen.getByRole("button", { name: accessibleName("Withdraw pledge to Avery Stone") }),
    ).toBeVisible();
  });
});

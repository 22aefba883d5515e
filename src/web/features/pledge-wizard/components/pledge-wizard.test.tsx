import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { User } from "#shared/accounts";
import type { FindLegislatorsResult } from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import {
  api,
  apiError,
  HttpResponse,
  holdUntilReleased,
  http,
  networkError,
  quietErrorLog,
} from "#web/test/api";
import {
  avery,
  casey,
  legislator,
  lookupResult,
  representative,
  userPledge,
  voter,
} from "#web/test/fixtures";
import { accessibleName, fill, findToast, renderComponent } from "#web/test/render";
import { PledgeWizard } from "./pledge-wizard";

// The wizard as a whole, its API answered by MSW: the failures and notices the e2e tests used
// to provoke with page.route. The steps' own fields and cards have a test file each.

const ANCHORAGE = { street: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" };

const hart = legislator({ id: 2, firstName: "Blair", lastName: "Hart", persuadabilityScore: 61 });
const alaska = lookupResult({ legislators: [avery, hart, casey], district: "AK-AL" });

function lookupAnswers(result: FindLegislatorsResult) {
  api.use(http.post("/api/pledge/find-legislators", () => HttpResponse.json(result)));
}

async function enterAddress(user: UserEvent, address = ANCHORAGE) {
  await screen.findByRole("heading", { name: "Enter your address" });
  await fill(user, screen.getByLabelText("Street Address"), address.street);
  await fill(user, screen.getByLabelText("City"), address.city);
  await user.selectOptions(screen.getByLabelText("State"), address.state);
  await fill(user, screen.getByLabelText("ZIP Code"), address.zip);
  await user.click(screen.getByRole("button", { name: "Find My Legislators" }));
}

async function toStepTwo(user: UserEvent, result = alaska, address = ANCHORAGE) {
  lookupAnswers(result);
  await enterAddress(user, address);
  await screen.findByRole("heading", { name: "Select legislators to support" });
}

/** Registration and sign-in succeed; the session then knows the voter. */
function serverAcceptsRegistration(as: User = voter()) {
  let session: User | null = null;
  api.use(
    http.get("/api/session", () => HttpResponse.json({ user: session })),
    http.post("/api/register", () =>
      HttpResponse.json({ message: "Please check your email to verify your account." }, { status: 201 }),
    ),
    http.post("/api/login", () => {
      session = as;
      return HttpResponse.json({ user: as });
    }),
    http.get("/api/user/pledges", () => HttpResponse.json({ pledges: [] })),
  );
}

/** POST /api/pledges' 201 (the tests read only its status). */
const pledgeCreated = () => HttpResponse.json({ pledge: userPledge(avery) }, { status: 201 });

/** Fills the account form of step 3 (the address is carried over from step 1). */
async function fillRegistration(user: UserEvent) {
  await screen.findByRole("heading", { name: "Create your account" });
  await fill(user, screen.getByLabelText("Full Name"), "Wendy Wizard");
  await fill(user, screen.getByLabelText("Email"), "wendy@example.org");
  await fill(user, screen.getByLabelText("Confirm Email"), "wendy@example.org");
  await fill(user, screen.getByLabelText("Password"), "a long enough secret");
  await fill(user, screen.getByLabelText("Confirm Password"), "a long enough secret");
}

const createAccount = (user: UserEvent) =>
  user.click(screen.getByRole("button", { name: "Create Account & Continue" }));

describe("the pledge wizard, before the address", () => {
  it("says 'Checking account status...' while the session is checked", async () => {
    const held = holdUntilReleased();
    api.use(
      http.get(
        "/api/session",
        held.handler(() => HttpResponse.json({ user: null })),
      ),
    );
    renderComponent(<PledgeWizard />);
    expect(await screen.findByRole("status")).toHaveTextContent("Checking account status...");
    expect(screen.queryByRole("heading", { name: "Enter your address" })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole("heading", { name: "Enter your address" })).toBeVisible();
    expect(screen.queryByText("Checking account status...")).not.toBeInTheDocument();
  });

  it.each([
    [
      "a legislator in office",
      legislator({ id: 40, firstName: "Drew", lastName: "Lane", state: "TX" }),
      "You're pledging to support Drew Lane",
    ],
    [
      "a member who has left office",
      legislator({ id: 40, firstName: "Jon", lastName: "Former", inOffice: false, leftOffice: "2026-11-03" }),
      "Jon Former has left office, so there is no pledge to make to them.",
    ],
    [
      "a delegate",
      representative("PR-AL", { id: 40, firstName: "Pablo", lastName: "Rios", isDelegate: true }),
      "Pablo Rios is a non-voting member of the House and casts no vote on impeachment",
    ],
  ])("says what it does with %s from a pledge link", async (_kind, linked, notice) => {
    api.use(
      http.get("/api/legislators/40", () => HttpResponse.json({ legislator: { ...linked, actions: [] } })),
    );
    renderComponent(<PledgeWizard preselectedLegislatorId={40} />);
    expect(await screen.findByText(notice, { exact: false })).toBeVisible();
  });

  it("says so when the legislator of a link cannot be found", async () => {
    quietErrorLog();
    api.use(http.get("/api/legislators/404", () => apiError(404, "Legislator not found")));
    renderComponent(<PledgeWizard preselectedLegislatorId={404} />);
    expect(
      await screen.findByText(
        "We couldn't find the legislator from your link. Enter your address to find your own legislators.",
      ),
    ).toBeVisible();
  });
});

describe("the address lookup", () => {
  it("shows the 'Error' toast when the lookup fails or the server cannot be reached, and keeps the address", async () => {
    quietErrorLog();
    api.use(http.post("/api/pledge/find-legislators", () => apiError(500, "Internal error"), { once: true }));
    const { user } = renderComponent(<PledgeWizard />);
    await enterAddress(user);
    const first = await findToast("Error");
    expect(first).toHaveTextContent(
      "We encountered an issue finding your legislators. Please try again later.",
    );

    const held = holdUntilReleased();
    api.use(http.post("/api/pledge/find-legislators", held.handler(networkError), { once: true }));
    await user.click(screen.getByRole("button", { name: "Find My Legislators" }));
    expect(await screen.findByRole("button", { name: "Finding Legislators..." })).toBeDisabled();
    held.release();
    // A new toast replaces the one showing.
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(await findToast("Error")).toHaveTextContent("We encountered an issue finding your legislators.");
    expect(screen.getByRole("button", { name: "Find My Legislators" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Enter your address" })).toBeVisible();
    expect(screen.getByLabelText("ZIP Code")).toHaveValue("99501");
  });

  it("shows 'No legislators found' when the lookup finds nobody, and stays on the address", async () => {
    const { user } = renderComponent(<PledgeWizard />);
    lookupAnswers(lookupResult());
    await enterAddress(user);
    expect(await findToast("No legislators found")).toHaveTextContent(
      "We couldn't find any Republican legislators for your address. Please check your address or try a different one.",
    );
    expect(screen.getByRole("heading", { name: "Enter your address" })).toBeVisible();
  });

  it("puts the server's refusal of a ZIP code in another state under the ZIP field", async () => {
    api.use(
      http.post("/api/pledge/find-legislators", () =>
        apiError(400, "Validation failed", { zip: "ZIP code 10001 is not in California" }),
      ),
    );
    const { user } = renderComponent(<PledgeWizard />);
    await enterAddress(user, { street: "1 Main St", city: "Los Angeles", state: "CA", zip: "10001" });
    expect(await screen.findByText("ZIP code 10001 is not in California")).toBeVisible();
    expect(screen.getByLabelText("ZIP Code")).toBeInvalid();
  });

  it("lets the voter of a split ZIP choose their district, then lists its representative with the senators", async () => {
    const north = representative("TX-24", { id: 24, firstName: "Nora", lastName: "North", state: "TX" });
    const south = representative("TX-32", { id: 32, firstName: "Sam", lastName: "South", state: "TX" });
    const senators = [
      legislator({ id: 21, firstName: "Tess", lastName: "Cole", state: "TX" }),
      legislator({ id: 22, firstName: "Ty", lastName: "Moss", state: "TX", senateClass: 2 }),
    ];
    const { user } = renderComponent(<PledgeWizard />);
    lookupAnswers(
      lookupResult({ legislators: [...senators, north, south], districtCandidates: ["TX-24", "TX-32"] }),
    );
    await enterAddress(user, { street: "1 Main St", city: "Addison", state: "TX", zip: "75001" });

    await screen.findByRole("heading", { name: "Which district do you live in?" });
    await user.click(screen.getByRole("radio", { name: /Nora North/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Select legislators to support" });
    const offered = screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"));
    expect(offered.sort()).toEqual(["Select Nora North", "Select Tess Cole", "Select Ty Moss"]);
  });

  it("shows a territory's delegate with nothing to pledge, and tells its voter why the account form asks for a state", async () => {
    const delegate = representative("PR-AL", {
      id: 60,
      firstName: "Pablo",
      lastName: "Rios",
      isDelegate: true,
    });
    const { user } = renderComponent(<PledgeWizard />);
    await toStepTwo(user, lookupResult({ legislators: [delegate], district: "PR-AL" }), {
      street: "1 Calle Fortaleza",
      city: "San Juan",
      state: "PR",
      zip: "00901",
    });
    expect(screen.getByText("No member for this address votes on impeachment")).toBeVisible();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Create your account" });
    expect(screen.getByText("Accounts are for voters in the 50 states and DC")).toBeVisible();
    expect(screen.getByText(/Puerto Rico elects a delegate who cannot vote on impeachment/)).toBeVisible();
    expect(screen.getByLabelText("State")).toHaveValue("");
    expect(screen.getByLabelText("City")).toHaveValue("San Juan");
  });
});

describe("registering in the wizard", () => {
  it("says 'Registration failed' with the server's message, or its own words when the server cannot be reached", async () => {
    quietErrorLog();
    const { user } = renderComponent(<PledgeWizard />);
    await toStepTwo(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await fillRegistration(user);

    api.use(http.post("/api/register", () => apiError(500, "Service unavailable"), { once: true }));
    await createAccount(user);
    expect(await findToast("Registration failed")).toHaveTextContent("Service unavailable");

    api.use(http.post("/api/register", () => networkError(), { once: true }));
    await createAccount(user);
    expect(await screen.findByRole("button", { name: "Create Account & Continue" })).toBeEnabled();
    expect(await findToast("Registration failed")).not.toHaveTextContent("Service unavailable");
    expect(await findToast("Registration failed")).toHaveTextContent("Registration failed");
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeVisible();
  });

  it("shows the server's message in the toast and its field message under the field (a common password)", async () => {
    quietErrorLog();
    api.use(
      http.post("/api/register", () =>
        apiError(400, "Please choose a less common password", {
          password: "This password is too common. Please choose another.",
        }),
      ),
    );
    const { user } = renderComponent(<PledgeWizard />);
    await toStepTwo(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await fillRegistration(user);
    await createAccount(user);
    expect(await findToast("Registration failed")).toHaveTextContent("Please choose a less common password");
    expect(screen.getByText("This password is too common. Please choose another.")).toBeVisible();
    expect(screen.getByLabelText("Password")).toBeInvalid();
  });

  it("ends at 'Registration Complete' when the voter registers with nobody selected", async () => {
    serverAcceptsRegistration();
    const { user } = renderComponent(<PledgeWizard />);
    await toStepTwo(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/You can still create an account/)).toBeVisible();
    await fillRegistration(user);
    await createAccount(user);

    expect(await screen.findByRole("heading", { name: "Registration Complete" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});

describe("confirming the pledge", () => {
  it("says 'Pledge failed' or 'Error creating pledge', and treats a pledge that already exists as made", async () => {
    quietErrorLog();
    serverAcceptsRegistration();
    const { user, visited } = renderComponent(<PledgeWizard />);
    await toStepTwo(user);
    await user.click(screen.getByRole("checkbox", { name: "Select Avery Stone" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await fillRegistration(user);
    await createAccount(user);
    expect(await findToast("Registration successful")).toHaveTextContent(
      "We've sent you an e-mail to verify your account. Now confirm your pledge.",
    );
    await screen.findByRole("heading", { name: "Confirm your pledge" });
    const confirm = screen.getByRole("button", { name: "Confirm My Pledge" });

    api.use(http.post("/api/pledges", () => apiError(500, "Database unavailable"), { once: true }));
    await user.click(confirm);
    expect(await findToast("Pledge failed")).toHaveTextContent("Database unavailable");

    api.use(http.post("/api/pledges", () => networkError(), { once: true }));
    await user.click(confirm);
    expect(await findToast("Error creating pledge")).toHaveTextContent(
      "There was a problem creating your pledge. Please try again.",
    );
    expect(visited).toEqual(["/"]);

    api.use(
      http.post("/api/pledges", () => apiError(409, "You have already pledged to support this legislator")),
    );
    await user.click(confirm);
    await expect.poll(() => visited.at(-1)).toBe("/thank-you?legislator=avery-stone");
  });
});

describe("a signed-in voter's bulk pledge", () => {
  const signedIn = (pledgedTo: readonly Legislator[] = []) =>
    api.use(
      http.get("/api/session", () => HttpResponse.json({ user: voter() })),
      http.get("/api/user/pledges", () =>
        HttpResponse.json({
          pledges: pledgedTo.map((l, i) => userPledge(l, { id: 100 + i })),
        }),
      ),
    );

  async function selectEveryone(user: UserEvent) {
    await toStepTwo(user);
    for (const l of alaska.legislators) {
      await user.click(screen.getByRole("checkbox", { name: `Select ${l.fullName}` }));
    }
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Confirm Your Pledges" });
  }

  it("reports 'Some pledges failed' and 'Error creating pledges', then creates them all, counting existing ones as made", async () => {
    quietErrorLog();
    signedIn();
    const { user, visited } = renderComponent(<PledgeWizard />);
    await selectEveryone(user);
    const list = screen.getAllByRole("list").find((ul) => within(ul).queryByText("Avery Stone"))!;
    for (const l of alaska.legislators) expect(within(list).getByText(l.fullName)).toBeVisible();
    expect(within(list).getAllByText(/Alaska/)).toHaveLength(3);
    const create = screen.getByRole("button", { name: "Create Pledges" });

    // One of the three is refused.
    let calls = 0;
    api.use(
      http.post("/api/pledges", () => {
        calls += 1;
        return calls === 1 ? apiError(500, "Internal error") : pledgeCreated();
      }),
    );
    await user.click(create);
    expect(await findToast("Some pledges failed")).toHaveTextContent(
      "We had trouble creating some of your pledges. Please try again.",
    );

    // None gets through.
    api.use(http.post("/api/pledges", () => networkError()));
    await user.click(create);
    expect(await findToast("Error creating pledges")).toHaveTextContent(
      "There was a problem creating your pledges. Please try again.",
    );

    // Then it works: the two made on the first try answer 409, and count as made.
    const held = holdUntilReleased();
    let answered = 0;
    api.use(
      http.post(
        "/api/pledges",
        held.handler(() => {
          answered += 1;
          return answered === 1
            ? pledgeCreated()
            : apiError(409, "You have already pledged to support this legislator");
        }),
      ),
    );
    await user.click(create);
    expect(await findToast("Creating pledges")).toHaveTextContent("Recording 3 pledges…");
    expect(screen.getByRole("button", { name: "Creating Pledges..." })).toBeDisabled();
    held.release();
    expect(await findToast("Success!")).toHaveTextContent("Created 3 pledges successfully.");
    await expect.poll(() => visited.at(-1)).toBe("/thank-you?count=3");
  });

  it("marks the legislators already pledged to, and says so when nobody is left to select", async () => {
    signedIn(alaska.legislators);
    const { user } = renderComponent(<PledgeWizard />);
    await toStepTwo(user);
    expect(await screen.findAllByText("Pledged", { exact: true })).toHaveLength(3);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(
      await screen.findByText("No legislators selected. Please go back and select at least one legislator."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await user.click(screen.getByRole("button", { name: "Back to Legislator Selection" }));
    expect(await screen.findByRole("heading", { name: "Select legislators to support" })).toBeVisible();
  });
});

describe("the pledge wizard in Spanish", () => {
  async function enterAddressInSpanish(user: UserEvent) {
    await screen.findByRole("heading", { name: "Escriba su dirección" });
    await fill(user, screen.getByLabelText("Dirección"), ANCHORAGE.street);
    await fill(user, screen.getByLabelText("Ciudad"), ANCHORAGE.city);
    await user.selectOptions(screen.getByLabelText("Estado"), ANCHORAGE.state);
    await fill(user, screen.getByLabelText("Código postal"), ANCHORAGE.zip);
    await user.click(screen.getByRole("button", { name: "Buscar mis legisladores" }));
  }

  it("asks for the address in Spanish, with the steps, the fields and the district finder", async () => {
    renderComponent(<PledgeWizard />, { language: "es" });
    expect(await screen.findByRole("heading", { name: "Escriba su dirección" })).toBeVisible();
    const progress = screen.getByRole("navigation", { name: "Progreso del compromiso" });
    expect(within(progress).getByText("Su dirección").closest("li")).toHaveAttribute("aria-current", "step");
    for (const step of ["Elija legisladores", "Sus datos", "Confirmar"]) {
      expect(within(progress).getByText(step)).toBeInTheDocument();
    }
    for (const label of ["Dirección", "Ciudad", "Estado", "Código postal"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/Su dirección se envía por una conexión cifrada\./)).toBeVisible();
    expect(
      screen.getByRole("link", {
        name: accessibleName(
          "¿No sabe cuál es su distrito? Búsquelo en house.gov (se abre en una pestaña nueva)",
        ),
      }),
    ).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: "Buscar mis legisladores" })).toBeEnabled();
  });

  it("says 'No se encontraron legisladores' when the lookup finds nobody", async () => {
    const { user } = renderComponent(<PledgeWizard />, { language: "es" });
    lookupAnswers(lookupResult());
    await enterAddressInSpanish(user);
    expect(await findToast("No se encontraron legisladores")).toHaveTextContent(
      "No encontramos legisladores republicanos para su dirección. Revise su dirección o pruebe con otra.",
    );
    expect(screen.getByRole("heading", { name: "Escriba su dirección" })).toBeVisible();
  });

  it("counts the pledges it creates in Spanish", async () => {
    api.use(
      http.get("/api/session", () => HttpResponse.json({ user: voter() })),
      http.get("/api/user/pledges", () => HttpResponse.json({ pledges: [] })),
      http.post("/api/pledges", pledgeCreated),
    );
    const { user, visited } = renderComponent(<PledgeWizard />, { language: "es" });
    lookupAnswers(alaska);
    await enterAddressInSpanish(user);
    await screen.findByRole("heading", { name: "Elija a qué legisladores apoyar" });
    for (const l of alaska.legislators) {
      await user.click(screen.getByRole("checkbox", { name: `Elegir a ${l.fullName}` }));
    }
    expect(screen.getByText("3 seleccionados")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await screen.findByRole("heading", { name: "Confirme sus compromisos" });
    await user.click(screen.getByRole("button", { name: "Crear compromisos" }));
    expect(await findToast("¡Listo!")).toHaveTextContent("Se crearon 3 compromisos con éxito.");
    await expect.poll(() => visited.at(-1)).toBe("/es/thank-you?count=3");
  });
});

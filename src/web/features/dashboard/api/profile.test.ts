import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileUpdateError, updateProfile } from "./profile";

const values = {
  name: "Pat Voter",
  phone: null,
  address: "1 Main St",
  city: "Anchorage",
  state: "AK",
  zip: "99501",
  registeredParty: "Independent",
};

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>();
  if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
  else fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("updateProfile", () => {
  it("patches the voter's own record and returns the saved user", async () => {
    const fetchMock = stubFetch(Response.json({ user: { id: 3, name: "Pat Voter" } }));
    await expect(updateProfile(3, values)).resolves.toMatchObject({ id: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/user/3");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "PATCH" });
  });

  it("passes the server's message and field errors on", async () => {
    stubFetch(
      Response.json({ message: "Invalid input", errors: { zip: "ZIP code is required" } }, { status: 400 }),
    );
    const error = await updateProfile(3, values).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProfileUpdateError);
    expect(error).toMatchObject({ message: "Invalid input", fieldErrors: { zip: "ZIP code is required" } });
  });

  it("asks the server for its messages in the page's language", async () => {
    const fetchMock = stubFetch(Response.json({ user: { id: 3 } }));
    await updateProfile(3, { ...values, language: "es" }, "es");
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ "Accept-Language": "es" });
    expect(JSON.parse(String(init.body))).toMatchObject({ language: "es" });
  });

  it("marks its own fallbacks, so the form can word them in the page's language", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(updateProfile(3, values)).rejects.toMatchObject({ failure: "failed" });
    stubFetch(new Response("not json", { status: 200 }));
    await expect(updateProfile(3, values)).rejects.toMatchObject({ failure: "format" });
    stubFetch(Response.json({ message: "Datos no válidos" }, { status: 400 }));
    await expect(updateProfile(3, values)).rejects.toMatchObject({
      message: "Datos no válidos",
      failure: null,
    });
  });

  it("falls back to the spec's wording", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(updateProfile(3, values)).rejects.toThrow("Failed to update profile");
    stubFetch(new Response("{}", { status: 500 }));
    await expect(updateProfile(3, values)).rejects.toThrow("Failed to update profile");
    stubFetch(new Response("not json", { status: 200 }));
    await expect(updateProfile(3, values)).rejects.toThrow(
      "The server returned an invalid response format. Please try again.",
    );
  });

  it("lets a network failure through for the form's generic message", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    await expect(updateProfile(3, values)).rejects.toBeInstanceOf(TypeError);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorMessage, apiGet, apiRequest } from "./api-client";

describe("apiErrorMessage", () => {
  it("puts the status before the body text", () => {
    expect(apiErrorMessage(404, "Not Found", '{"message":"Legislator not found"}')).toBe(
      '404: {"message":"Legislator not found"}',
    );
  });

  it("falls back to the status text when the body is empty or blank", () => {
    expect(apiErrorMessage(503, "Service Unavailable", "")).toBe("503: Service Unavailable");
    expect(apiErrorMessage(500, "Internal Server Error", "  \n")).toBe("500: Internal Server Error");
  });
});

describe("apiRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(response: Response) {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  it("returns the parsed JSON body", async () => {
    stubFetch(Response.json({ pledges: 3 }));
    await expect(apiGet("/api/stats")).resolves.toEqual({ pledges: 3 });
  });

  it("sends the session cookie and never adds a user id", async () => {
    const fetchMock = stubFetch(Response.json({}));
    await apiGet("/api/legislators?state=TX");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/legislators?state=TX");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBeUndefined();
  });

  it("sends a body as JSON with its content type", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(
      apiRequest("/api/contact", { method: "POST", body: { name: "Ada" } }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"Ada"}');
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("turns a failed response into an ApiError with status and body text", async () => {
    stubFetch(new Response('{"message":"Not found"}', { status: 404, statusText: "Not Found" }));
    const error = await apiGet("/api/legislators/nobody").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: {"message":"Not found"}' });
  });

  it("uses the status text when the failed response has no body", async () => {
    stubFetch(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiGet("/api/stats")).rejects.toThrow("502: Bad Gateway");
  });
});

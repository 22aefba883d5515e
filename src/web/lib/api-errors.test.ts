import { describe, expect, it } from "vitest";
import { ApiError, apiErrorMessage } from "./api-client";
import { errorMessageFrom, fieldErrorsFrom } from "./api-errors";

const apiError = (status: number, body: string, statusText = "Error") =>
  new ApiError(status, apiErrorMessage(status, statusText, body));

describe("errorMessageFrom", () => {
  it("reads the server's message from the JSON body", () => {
    expect(errorMessageFrom(apiError(401, '{"message":"Invalid email or password"}'), "Login failed")).toBe(
      "Invalid email or password",
    );
  });

  it("keeps a message that itself contains a colon", () => {
    expect(errorMessageFrom(apiError(429, '{"message":"Too many tries: wait a minute"}'), "x")).toBe(
      "Too many tries: wait a minute",
    );
  });

  it("falls back when there is no usable message", () => {
    expect(errorMessageFrom(apiError(502, "<html>Bad gateway</html>"), "Please try again.")).toBe(
      "Please try again.",
    );
    expect(errorMessageFrom(apiError(503, "", "Service Unavailable"), "Please try again.")).toBe(
      "Please try again.",
    );
    expect(errorMessageFrom(apiError(400, '{"message":"  "}'), "fallback")).toBe("fallback");
    expect(errorMessageFrom(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(errorMessageFrom(undefined, "fallback")).toBe("fallback");
  });
});

describe("fieldErrorsFrom", () => {
  it("returns the per-field messages", () => {
    const error = apiError(
      400,
      '{"message":"Please check the highlighted fields","errors":{"email":"Please enter a valid email","zip":"ZIP code must be at least 5 digits"}}',
    );
    expect(fieldErrorsFrom(error)).toEqual({
      email: "Please enter a valid email",
      zip: "ZIP code must be at least 5 digits",
    });
  });

  it("is empty when the answer names no fields", () => {
    expect(fieldErrorsFrom(apiError(409, '{"message":"Already pledged"}'))).toEqual({});
    expect(fieldErrorsFrom(apiError(400, '{"errors":["not","a","map"]}'))).toEqual({});
    expect(fieldErrorsFrom(new Error("boom"))).toEqual({});
  });
});

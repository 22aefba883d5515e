import { describe, expect, it } from "vitest";
import { addressToOpen } from "./start-line";

describe("the address the start line gives", () => {
  it("is the one mail links use when that is this machine, so the voter keeps one cookie jar", () => {
    expect(addressToOpen("http://localhost:5000", "http://127.0.0.1:5000")).toBe("http://localhost:5000");
  });

  it("is the listening address when PUBLIC_URL names another host", () => {
    expect(addressToOpen("https://pledge.example.org", "http://127.0.0.1:5000")).toBe(
      "http://127.0.0.1:5000",
    );
  });

  it("is the listening address when the port differs (a port chosen by the system)", () => {
    expect(addressToOpen("http://localhost:0", "http://127.0.0.1:43121")).toBe("http://127.0.0.1:43121");
  });
});

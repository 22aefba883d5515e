import { describe, expect, it } from "vitest";
import { stateCodeFromParam } from "./states";

describe("stateCodeFromParam", () => {
  it("accepts any case of a state, DC or territory code", () => {
    expect(stateCodeFromParam("tx")).toBe("TX");
    expect(stateCodeFromParam("Tx")).toBe("TX");
    expect(stateCodeFromParam("pr")).toBe("PR");
  });

  it("refuses anything else", () => {
    expect(stateCodeFromParam("zz")).toBeNull();
    expect(stateCodeFromParam("texas")).toBeNull();
    expect(stateCodeFromParam(undefined)).toBeNull();
  });
});

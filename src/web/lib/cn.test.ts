import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and skips the falsy ones", () => {
    expect(cn("flex", false, null, undefined, "", "gap-2")).toBe("flex gap-2");
  });

  it("keeps the later of two Tailwind classes that set the same property", () => {
    expect(cn("h-10 px-4", "h-11")).toBe("px-4 h-11");
    expect(cn("h-10 h-11")).toBe("h-11");
    expect(cn("text-sm text-muted-foreground", "text-lg")).toBe("text-muted-foreground text-lg");
  });
});

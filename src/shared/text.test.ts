import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerSchema } from "./accounts";
import { primaryElectionEditSchema } from "./admin";
import { isStorableText, TEXT_NOT_ALLOWED, text } from "./text";

describe("isStorableText", () => {
  it("accepts any well-formed text without NUL, astral characters included", () => {
    for (const value of ["", "plain", "Zoë Ñúñez", "中文", "😀 emoji", "tab\tand\nnewline", "\uD83D\uDE00"]) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("refuses a NUL and a lone surrogate wherever it is", () => {
    for (const value of [
      "\u0000",
      "a\u0000b",
      "\uD800",
      "a\uD800",
      "\uD800a",
      "\uDC00",
      "a\uDFFFb",
      "\uDE00\uD83D",
    ]) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("text()", () => {
  const name = text().trim().min(2, "Name must be at least 2 characters");

  it("is a string schema whose own checks keep their messages", () => {
    expect(name.parse("  Pat  ")).toBe("Pat");
    expect(name.safeParse(" P ").error?.issues.map((i) => i.message)).toEqual([
      "Name must be at least 2 characters",
    ]);
    expect(text({ error: "Name is required" }).safeParse(5).error?.issues[0]?.message).toBe(
      "Name is required",
    );
    expect(name.minLength).toBe(2);
  });

  it("answers only its own message for text the database cannot store", () => {
    for (const value of ["Pat\u0000", "\uD800", "\u0000"]) {
      expect(name.safeParse(value).error?.issues).toEqual([
        expect.objectContaining({ code: "custom", message: TEXT_NOT_ALLOWED, path: [] }),
      ]);
    }
  });

  it("names the field in a shared schema's issues", () => {
    const register = registerSchema.safeParse({ name: "Pat\u0000Voter" });
    expect(register.error?.issues).toContainEqual(
      expect.objectContaining({ path: ["name"], message: TEXT_NOT_ALLOWED }),
    );
    const edit = primaryElectionEditSchema.safeParse({ notes: "before \uDBFF after" });
    expect(edit.error?.issues).toEqual([
      expect.objectContaining({ path: ["notes"], message: TEXT_NOT_ALLOWED }),
    ]);
  });

  it("leaves optional and piped fields working", () => {
    const email = z.object({ email: text().trim().pipe(z.email("Bad email")).optional() });
    expect(email.parse({})).toEqual({});
    expect(email.parse({ email: " a@example.org " })).toEqual({ email: "a@example.org" });
    expect(email.safeParse({ email: "a\u0000@example.org" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["email"], message: TEXT_NOT_ALLOWED }),
    ]);
  });
});

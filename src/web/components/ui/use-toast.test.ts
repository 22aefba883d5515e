import { describe, expect, it } from "vitest";
import { currentToasts, dismissToast, toast } from "./use-toast";

describe("toast", () => {
  it("shows one toast at a time, the newest replacing the last", () => {
    toast({ title: "First" });
    const { id } = toast({ title: "Second", variant: "success" });
    expect(currentToasts()).toEqual([{ id, title: "Second", variant: "success", open: true }]);
  });

  it("closes a toast by id, or whichever is showing", () => {
    const first = toast({ title: "One" });
    first.dismiss();
    expect(currentToasts()[0]).toMatchObject({ title: "One", open: false });

    toast({ title: "Two" });
    dismissToast(first.id);
    expect(currentToasts()[0]).toMatchObject({ title: "Two", open: true });
    dismissToast();
    expect(currentToasts()[0]).toMatchObject({ title: "Two", open: false });
  });
});

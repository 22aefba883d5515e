import { describe, expect, it } from "vitest";
import { currentToasts, dismissToast, dismissToastsOfLeftPage, noteVisitorAction, toast } from "./use-toast";

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

describe("a toast when the page changes", () => {
  it("leaves with its page when the visitor acted after it (a link, a button, a key)", () => {
    toast({ title: "Saved" });
    noteVisitorAction();
    dismissToastsOfLeftPage({ byHistory: false });
    expect(currentToasts()[0]).toMatchObject({ title: "Saved", open: false });
  });

  it("leaves when the visitor goes Back or Forward", () => {
    toast({ title: "Saved" });
    dismissToastsOfLeftPage({ byHistory: true });
    expect(currentToasts()[0]).toMatchObject({ title: "Saved", open: false });
  });

  it("stays when the site moved on by itself, as news for the next page", () => {
    noteVisitorAction();
    toast({ title: "Logged out" });
    dismissToastsOfLeftPage({ byHistory: false });
    expect(currentToasts()[0]).toMatchObject({ title: "Logged out", open: true });
  });
});

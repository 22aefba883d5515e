import "./zod-config";
import "../styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { preloadPage } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

if (container.hasChildNodes()) {
  // A public page arrives prerendered (scripts/prerender-pages.ts). With the page's code loaded
  // first, React takes over the markup in one pass, before any data arrives that could make the
  // first render differ from it; as a transition, that pass yields to the browser as it goes.
  preloadPage(window.location.pathname).finally(() =>
    startTransition(() => {
      hydrateRoot(container, <App />);
    }),
  );
} else {
  createRoot(container).render(<App />);
}

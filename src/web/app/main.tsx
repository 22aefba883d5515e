import "../styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppLayout } from "./layout";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </Providers>
  </StrictMode>,
);

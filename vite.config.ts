import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "5000";

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        // A message catalogue's chunk is named for its namespace and language
        // (`messages-faq.es-<hash>.js`), where its file name alone (`es.ts`) would not tell them apart.
        chunkFileNames(chunk) {
          const catalogue = /\/(?:features\/)?([\w-]+)\/messages\/(\w+)\.ts$/.exec(
            chunk.facadeModuleId ?? "",
          );
          return catalogue
            ? `assets/messages-${catalogue[1]}.${catalogue[2]}-[hash].js`
            : "assets/[name]-[hash].js";
        },
      },
    },
  },
  // The server build (scripts/client-build.ts) carries its packages: the server loads it from the
  // client folder, wherever that is.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : "public",
  server: {
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}` },
    },
  },
}));

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createAppRouter } from "./app/router.tsx";
import { useAuthStore } from "./features/auth/auth-store.ts";
import { applySavedTheme } from "./lib/theme.ts";
import "./app/palette.css";
import "./app/app.css";

// Before anything renders, so a reader who chose a theme never sees the other one first (the CSP allows no inline
// script in index.html that could do it earlier).
applySavedTheme();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element to mount Sheetsmith into.");

void useAuthStore.getState().init();
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createAppRouter } from "./app/router.tsx";
import { useAuthStore } from "./features/auth/auth-store.ts";
import "./app/app.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element to mount Sheetsmith into.");

void useAuthStore.getState().init();
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

import { Outlet, ScrollRestoration } from "react-router-dom";
import { Toaster } from "../components/toaster.tsx";
import { useAccountPushes } from "../features/auth/use-account-pushes.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

export function Layout() {
  useAccountPushes();
  return (
    <div className="app-shell">
      <Header />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      {/* A new page opens at its top, as a browser's own navigation would; Back and Forward return to where it was. */}
      <ScrollRestoration />
    </div>
  );
}

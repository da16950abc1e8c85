import { Outlet } from "react-router-dom";
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
    </div>
  );
}

import { Outlet } from "react-router-dom";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

export function Layout() {
  return (
    <div className="app-shell">
      <Header />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

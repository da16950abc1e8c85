import { Navigate, Outlet } from "react-router-dom";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { paths } from "../lib/paths.ts";

function AuthLoading() {
  return (
    <p className="status-screen" role="status">
      {copy.auth.loading}
    </p>
  );
}

export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  if (status === "loading") return <AuthLoading />;
  if (status === "none") return <Navigate to={paths.signin} replace />;
  return <Outlet />;
}

export function RequireSuperadmin() {
  const status = useAuthStore((state) => state.status);
  const role = useAuthStore((state) => state.user?.role);
  if (status === "loading") return <AuthLoading />;
  if (status === "none") return <Navigate to={paths.signin} replace />;
  if (role !== "superadmin") {
    return (
      <p className="status-screen" role="alert">
        {copy.admin.accessDenied}
      </p>
    );
  }
  return <Outlet />;
}

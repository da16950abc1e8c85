import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { copy } from "../copy.ts";
import { paths } from "../lib/paths.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return copy.errors.unknown;
}

/** The router's errorElement: whatever broke is printed, so a user can report it word for word. */
export function ErrorScreen() {
  const error = useRouteError();
  useDocumentTitle(copy.errors.somethingWentWrong);
  return (
    <section className="status-screen" role="alert">
      <h1>{copy.errors.somethingWentWrong}</h1>
      <pre className="error-detail">{describe(error)}</pre>
      {/* A full page load, not a router link: the router itself may be what broke. */}
      <a className="button button-primary" href={paths.home}>
        {copy.errors.backHome}
      </a>
    </section>
  );
}

export function NotFound() {
  useDocumentTitle(copy.errors.notFoundTitle);
  return (
    <section className="status-screen">
      <h1>{copy.errors.notFoundTitle}</h1>
      <p>{copy.errors.notFoundText}</p>
      <Link className="button button-primary" to={paths.home}>
        {copy.errors.backHome}
      </Link>
    </section>
  );
}

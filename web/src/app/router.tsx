import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { ErrorScreen, NotFound } from "./error-screen.tsx";
import { RequireAuth, RequireSuperadmin } from "./guards.tsx";
import { Layout } from "./layout.tsx";

// Each page is its own chunk: a visitor reading the FAQ never downloads the dashboard.
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <div className="app-shell" aria-busy="true" />,
    children: [
      {
        // Page errors render inside the layout, so the header and footer stay usable.
        errorElement: <ErrorScreen />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: () =>
                  import("../features/generators/formula-generator-page.tsx").then((m) => ({
                    Component: m.FormulaGeneratorPage,
                  })),
              },
              {
                path: "vba-generator",
                lazy: () =>
                  import("../features/generators/vba-generator-page.tsx").then((m) => ({
                    Component: m.VbaGeneratorPage,
                  })),
              },
              {
                path: "data-analyzer",
                lazy: () =>
                  import("../features/data-tools/data-analyzer-page.tsx").then((m) => ({
                    Component: m.DataAnalyzerPage,
                  })),
              },
              {
                path: "chart-generator",
                lazy: () =>
                  import("../features/data-tools/chart-generator-page.tsx").then((m) => ({
                    Component: m.ChartGeneratorPage,
                  })),
              },
              {
                path: "dashboard",
                lazy: () =>
                  import("../features/dashboard/dashboard-page.tsx").then((m) => ({ Component: m.DashboardPage })),
              },
            ],
          },
          {
            element: <RequireSuperadmin />,
            children: [
              {
                path: "admin",
                lazy: () => import("../features/admin/admin-page.tsx").then((m) => ({ Component: m.AdminPage })),
              },
            ],
          },
          {
            path: "signin",
            lazy: () => import("../features/auth/signin-page.tsx").then((m) => ({ Component: m.SigninPage })),
          },
          {
            path: "signup",
            lazy: () => import("../features/auth/signup-page.tsx").then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: "about",
            lazy: () => import("../features/pages/about-page.tsx").then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: "features",
            lazy: () => import("../features/pages/features-page.tsx").then((m) => ({ Component: m.FeaturesPage })),
          },
          {
            path: "faq",
            lazy: () => import("../features/pages/faq-page.tsx").then((m) => ({ Component: m.FaqPage })),
          },
          {
            path: "contact",
            lazy: () => import("../features/pages/contact-page.tsx").then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: "privacy-policy",
            lazy: () =>
              import("../features/pages/privacy-policy-page.tsx").then((m) => ({ Component: m.PrivacyPolicyPage })),
          },
          {
            path: "terms-of-service",
            lazy: () =>
              import("../features/pages/terms-of-service-page.tsx").then((m) => ({
                Component: m.TermsOfServicePage,
              })),
          },
          {
            path: "admin-setup",
            lazy: () => import("../features/admin/admin-setup-page.tsx").then((m) => ({ Component: m.AdminSetupPage })),
          },
          {
            // Open to everyone, like its endpoint: a visitor with a broken formula needs no account to understand it.
            path: "formula-explainer",
            lazy: () =>
              import("../features/explainer/formula-explainer-page.tsx").then((m) => ({
                Component: m.FormulaExplainerPage,
              })),
          },
          {
            path: "forum",
            lazy: () => import("../features/forum/forum-page.tsx").then((m) => ({ Component: m.ForumPage })),
          },
          {
            // Guards itself: the spec gives it its own 'Checking authentication...' text and a sign-in toast.
            path: "forum/new-topic",
            lazy: () => import("../features/forum/new-topic-page.tsx").then((m) => ({ Component: m.NewTopicPage })),
          },
          {
            path: "forum/topic/:topicId",
            lazy: () => import("../features/forum/topic-page.tsx").then((m) => ({ Component: m.TopicPage })),
          },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
];

/** Created after the auth store has taken `?token=` off the address, so the router starts on the clean URL. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

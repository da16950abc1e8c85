// Starts Swagger UI on the document. A separate file because the page's CSP runs no inline script.
const tokenKey = "sheetsmith.token";

globalThis.addEventListener("DOMContentLoaded", () => {
  const ui = globalThis.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
    persistAuthorization: false,
    // The online validator badge would send the document to another host.
    validatorUrl: null,
    presets: [globalThis.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    onComplete: () => {
      // Someone signed in to the app on this origin can try the calls as themselves.
      const token = localStorage.getItem(tokenKey);
      if (token) ui.preauthorizeApiKey("bearerAuth", token);
    },
  });
});

import { z } from "zod";
import type { JSONSchema } from "zod/v4/core";
import packageJson from "../../../../package.json" with { type: "json" };
import type { MountedRoute } from "../../lib/route-table.ts";
import type { Validation } from "../../lib/validator.ts";
import { optionalUser } from "../../middlewares/optional-user.ts";
import { accessTable } from "../access-table.ts";
import { type RouteDoc, routeDocs, tags as docTags } from "../route-docs.ts";
import { answers } from "./answer-schemas.ts";

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: Schema;
  description?: string;
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Schema>; schemas: Record<string, Schema> };
}

/** The mounts the spec also gives without /api share the /api route's entry in `routeDocs`. */
export const docKey = (route: Pick<MountedRoute, "method" | "path">) =>
  `${route.method} ${route.path.startsWith("/api/") ? route.path.slice("/api".length) : route.path}`;

/** The mounted routes `routeDocs` says nothing about: the document's test lists them, so new routes get described. */
export const undocumentedRoutes = (routes: MountedRoute[], docs: Record<string, RouteDoc> = routeDocs) =>
  routes.filter((route) => !docs[docKey(route)]).map(docKey);

const isFile = (schema: z.core.$ZodType) => schema._zod.bag.Class === File;

/**
 * A validator's schema as the client must send it (`io: "input"`: before defaults, coercion and transforms). What
 * JSON Schema cannot say (a refinement's code, a custom check) becomes `{}` rather than failing the whole document;
 * an uploaded file becomes the binary string OpenAPI describes uploads with.
 */
function requestSchema(schema: z.ZodType): Schema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: ({ zodSchema }) =>
      isFile(zodSchema) ? { type: "string", format: "binary", contentMediaType: "application/octet-stream" } : "any",
    // The input side of `string → cleaned → enum` is any string, yet the client must know the words it ends as.
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type !== "pipe" || def.out._zod.def.type !== "enum") return;
      const words = [...def.out._zod.values ?? []].map(String);
      jsonSchema.examples = words;
      jsonSchema.description ??= `One of ${words.join(", ")} (any case).`;
    },
  }) as JSONSchema.JSONSchema;
  return json as Schema;
}

function answerSchema(schema: z.ZodType): Schema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { unrepresentable: "any" });
  return json as Schema;
}

/** Hono's `:id` (optionally with a `{regex}`) as OpenAPI's `{id}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

const pathParamNames = (honoPath: string) => [...honoPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

/** HTTP names headers case-insensitively; the document writes them as people do (`X-Content-Type`). */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

function parametersOf(route: MountedRoute): Parameter[] {
  const parameters: Parameter[] = [];
  const declared = new Set<string>();
  for (const { target, schema } of route.validations) {
    const place = ({ param: "path", query: "query", header: "header" } as const)[target as string];
    if (!place) continue;
    const json = requestSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, Schema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name: place === "header" ? headerName(name) : name,
        in: place,
        required: place === "path" || required.has(name),
        schema: propertySchema,
        ...(typeof description === "string" ? { description } : {}),
      });
      if (place === "path") declared.add(name);
    }
  }
  // A path parameter the handler reads without a validator still has to be declared.
  for (const name of pathParamNames(route.path)) {
    if (!declared.has(name)) parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
  }
  return parameters;
}

function requestBodyOf(validations: Validation[]): Operation["requestBody"] {
  const content: Record<string, { schema: Schema }> = {};
  for (const { target, schema } of validations) {
    if (target === "json") content["application/json"] = { schema: requestSchema(schema) };
    if (target === "form") content["multipart/form-data"] = { schema: requestSchema(schema) };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

/** How the document tells a route's gate: `optional` routes take a bearer token when there is one and answer visitors too. */
type Gate = "public" | "optional" | "user" | "moderator" | "superadmin";

/**
 * A route's gate as the access table (the authorization matrix's expectations) states it, so the document and the
 * tested behaviour cannot disagree; every owner's and member's route needs a signed-in token.
 */
export function gateOf(route: Pick<MountedRoute, "method" | "path" | "handlers">): Gate {
  const access = accessTable[`${route.method} ${route.path}`]?.access ?? "public";
  if (access === "public") return route.handlers.includes(optionalUser) ? "optional" : "public";
  if (access === "moderator" || access === "superadmin") return access;
  return "user";
}

const bearer = "bearerAuth";

const securityOf: Record<Gate, Record<string, string[]>[]> = {
  public: [],
  // An empty requirement beside the bearer one: the call answers without a token too.
  optional: [{}, { [bearer]: [] }],
  user: [{ [bearer]: [] }],
  moderator: [{ [bearer]: [] }],
  superadmin: [{ [bearer]: [] }],
};

const errorRef = { $ref: "#/components/schemas/Error" };
const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: errorRef } } });

const eventStream = {
  type: "string",
  description:
    "Server-sent events `progress` ({ stage }), `delta` (explanation text as it is written), then one `result` " +
    "(the JSON answer's `data`) or `error` ({ error }).",
};

/** What a route answers on success, by kind: the reference page's own routes serve documents and files. */
function successOf(route: MountedRoute, doc: RouteDoc | undefined): Operation["responses"] {
  const key = docKey(route);
  if (key === "GET /openapi.json") {
    return {
      200: { description: "The OpenAPI 3.1 document", content: { "application/json": { schema: { type: "object" } } } },
    };
  }
  if (key === "GET /metrics") {
    return {
      200: { description: "Prometheus text format 0.0.4", content: { "text/plain": { schema: { type: "string" } } } },
    };
  }
  if (key === "GET /docs") {
    return { 200: { description: "The reference page", content: { "text/html": { schema: { type: "string" } } } } };
  }
  if (key === "GET /docs/assets/:file") {
    const file = { schema: { type: "string" } };
    return {
      200: { description: "The file", content: { "text/css": file, "text/javascript": file, "image/png": file } },
    };
  }
  if (doc?.status === 302) return { 302: { description: "Redirects the browser (Location header)" } };
  const content: Record<string, { schema: Schema }> = {
    "application/json": { schema: doc?.answer ? answerSchema(answers[doc.answer]) : { type: "object" } },
  };
  if (doc?.streams) content["text/event-stream"] = { schema: eventStream };
  return { [doc?.status ?? 200]: { description: "Success", content } };
}

function responsesOf(route: MountedRoute, doc: RouteDoc | undefined): Operation["responses"] {
  const responses = successOf(route, doc);
  if (route.validations.length) responses[400] = errorAnswer("The request does not match the schema");
  const gate = gateOf(route);
  if (gate !== "public" && gate !== "optional") {
    responses[401] = errorAnswer("No valid bearer token");
    if (gate !== "user") responses[403] = errorAnswer(`The caller is not a ${gate}`);
  }
  responses["4XX"] = errorAnswer("Refused: `error` says why");
  return responses;
}

/** The bare mounts repeat calls listed under their own tags: grouped apart, they do not double every group. */
const bareTag = "Paths without /api";

const operationId = (route: MountedRoute) =>
  route.method.toLowerCase() +
  route.path.replace(/[^A-Za-z0-9]+([A-Za-z0-9])?/g, (_, next?: string) => next?.toUpperCase() ?? "");

function operationOf(route: MountedRoute, docs: Record<string, RouteDoc>): Operation {
  const doc = docs[docKey(route)];
  const bare = !route.path.startsWith("/api/");
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route.validations);
  return {
    operationId: operationId(route),
    summary: doc?.summary ?? `${route.method} ${route.path}`,
    ...(bare ? { description: `The same call as \`/api${route.path}\`, at the path the original spec uses.` } : {}),
    tags: [bare ? bareTag : doc?.tag ?? "Undocumented"],
    security: securityOf[gateOf(route)],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, doc),
  };
}

/**
 * The OpenAPI 3.1 document of every route the app mounts, built from the route table and the schemas its validators
 * check, so what it says a request must hold is what the server enforces.
 */
export function openApiDocument(routes: MountedRoute[], docs: Record<string, RouteDoc> = routeDocs): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const used = new Set<string>();
  for (const route of routes) {
    const operation = operationOf(route, docs);
    operation.tags.forEach((tag) => used.add(tag));
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Sheetsmith API",
      version: packageJson.version,
      description: "The REST contract of Sheetsmith. Errors answer `{ success: false, error }` with a 4xx or 5xx " +
        "status. Sign in with POST /api/signin and send its `token` as a bearer token.",
      license: { name: "GPL-3.0-or-later", identifier: "GPL-3.0-or-later" },
    },
    servers: [{ url: "/" }],
    tags: [...docTags, "Undocumented", bareTag].filter((name) => used.has(name)).map((name) =>
      name === bareTag
        ? { name, description: "The same calls as under /api, at the paths the original spec gives them." }
        : { name }
    ),
    paths,
    components: {
      securitySchemes: { [bearer]: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: answerSchema(answers.error) },
    },
  };
}

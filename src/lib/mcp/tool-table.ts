import { singleTypeSchema } from '../schema/single-type.ts';
import { type CallToolResult, ProtocolError, ProtocolErrorCode, type Tool, type ToolAnnotations } from '@modelcontextprotocol/server';
import type { SharedWords } from '../i18n/index.ts';
import { problemsOf } from '../schema/problems.ts';
import { apiTerms, type ProblemTemplates, wordProblem } from '../schema/word-problem.ts';
import * as z from '../schema/z.ts';

/** What a tool's run produced: data matching its output schema, or a failure in the API's own error vocabulary. */
type ToolOutcome<T> =
  | { ok: true; data: T; text: string; links?: ToolLink[] }
  | { ok: false; code: string; message: string; retryAfterSeconds?: number; details?: unknown };

/** A file the result points to, which the client may fetch: a resource_link content block. */
interface ToolLink {
  uri: string;
  name: string;
  title: string;
  mimeType: string;
}

/** Answers from the owner file: nothing outside this deploy is consulted. */
export const CLOSED_READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
/** Answers from an outside service (GitHub, data912): read-only, but the world it reads changes. */
export const OPEN_READ = { ...CLOSED_READ, openWorldHint: true } as const;

export interface ToolSpec<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: Omit<ToolAnnotations, 'title'>;
  /** The tool's `_meta` in tools/list (an MCP App's `ui.resourceUri`): one value for every client. */
  meta?: Record<string, unknown>;
  /** Its own wording of input problems (rules of its schema, or common ones said its way), over the table's. */
  problemWords?: ProblemTemplates;
  /** The arguments of one call that shows what it does (the agent skill's example); `{}` when absent. */
  example?: z.input<I>;
  run(args: z.output<I>): Promise<ToolOutcome<z.input<O>>>;
}

/** Typed at the definition, stored untyped in the table. */
export const defineTool = <I extends z.ZodMiniType, O extends z.ZodMiniType>(spec: ToolSpec<I, O>) => spec as unknown as ToolSpec;

export interface ToolTable {
  /** The tools/list entries, JSON Schemas included: computed once, shared by every request. */
  readonly list: Tool[];
  /** Whether a tool of that name is in the table (no JSON Schema built). */
  has(name: string): boolean;
  /** `meta` is the request's `_meta` (the 2026-07-28 envelope: protocol version, client capabilities). */
  call(name: string, args: unknown, meta?: Record<string, unknown>): Promise<CallToolResult>;
}

/** An isError result: "<code>: <message>", the code from the HTTP API's vocabulary. No structuredContent: clients validate it against the output schema even on errors. */
const toolError = (code: string, message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${code}: ${message}` }],
});

/** How the table words arguments that fail a tool's input schema, in the owner's language. */
export interface ArgumentWords {
  problems: ProblemTemplates;
  /** The sentence around the problems: the tool's name, then the problems, one sentence each. */
  invalidArguments(tool: string, problems: string): string;
}

export const argumentWords = (dictionary: Pick<SharedWords, 'problems' | 'mcpText'>): ArgumentWords => ({
  problems: dictionary.problems,
  invalidArguments: dictionary.mcpText.invalidArguments,
});

type JsonSchema = { $ref?: string; $defs?: Record<string, JsonSchema>; [key: string]: unknown };

/**
 * A tool schema as MCP wants it: an object schema at the root, and every `type` one name
 * (singleTypeSchema), which every host's schema dialect reads. A zod schema with an `id`
 * (shared with the OpenAPI document) comes out as `{ $ref, $defs }`; its definition is lifted
 * to the root, and any other definitions stay beside it.
 */
function objectSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $ref, $defs = {}, ...rest } = singleTypeSchema(z.toJSONSchema(schema, { io })) as JsonSchema;
  const name = $ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  if (!name || !$defs[name]) return { ...rest, ...($ref ? { $ref } : {}), ...(Object.keys($defs).length ? { $defs } : {}) };
  const { [name]: root, ...others } = $defs;
  return { ...rest, ...root, ...(Object.keys(others).length ? { $defs: others } : {}) };
}

/**
 * The tool table of one function instance. Definitions and JSON Schemas are built here once;
 * a request only looks its tool up. As both 2025-11-25 and 2026-07-28 say (server/tools,
 * "Error Handling"): a name that is not a registered tool (including `toString` and other
 * Object.prototype names) is a protocol error, -32602; arguments that fail the input schema
 * are an input validation error, reported as a tool result with isError so the model can
 * correct itself, like any failure of the work itself.
 */
export function createToolTable(specs: ToolSpec[], words: ArgumentWords): ToolTable {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  // Built on the first tools/list, not at module load: a cold start that serves a tools/call
  // never pays for the JSON Schemas (about 10 ms).
  let list: Tool[] | undefined;

  return {
    get list() {
      list ??= specs.map((spec) => ({
        name: spec.name,
        title: spec.title,
        description: spec.description,
        inputSchema: objectSchema(spec.input, 'input') as Tool['inputSchema'],
        outputSchema: objectSchema(spec.output, 'output') as Tool['outputSchema'],
        annotations: { title: spec.title, ...spec.annotations },
        ...(spec.meta ? { _meta: spec.meta } : {}),
      }));
      return list;
    },
    has: (name) => byName.has(name),
    async call(name, args) {
      const spec = byName.get(name);
      if (!spec) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
      const parsed = spec.input.safeParse(args ?? {}, { reportInput: true });
      if (!parsed.success) {
        const templates = { ...words.problems, ...spec.problemWords };
        const problems = problemsOf(parsed.error.issues).map((problem) => wordProblem(problem, templates, apiTerms));
        return toolError('invalid_request', words.invalidArguments(name, problems.join(' ')));
      }
      let outcome: ToolOutcome<unknown>;
      try {
        outcome = await spec.run(parsed.data);
      } catch (error) {
        // A bug, not a tool outcome: logged here, reported to the client without its details.
        console.error(`mcp: tool ${name} failed unexpectedly`, error);
        throw new ProtocolError(ProtocolErrorCode.InternalError, `Internal error: the tool ${name} failed unexpectedly.`);
      }
      if (outcome.ok) {
        const links = (outcome.links ?? []).map((link) => ({ type: 'resource_link' as const, ...link }));
        return { structuredContent: outcome.data as Record<string, unknown>, content: [{ type: 'text', text: outcome.text }, ...links] };
      }
      const details = outcome.details === undefined ? '' : `\n${JSON.stringify(outcome.details)}`;
      return toolError(outcome.code, `${outcome.message}${details}`);
    },
  };
}

import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  type GetPromptResult,
  MissingRequiredClientCapabilityError,
  type ReadResourceResult,
  type Tool,
} from '@modelcontextprotocol/server';
import type { LowLevelServer, McpCatalog } from '../../src/lib/mcp/server.ts';

/**
 * The tools, resources and prompts the MCP conformance suite calls, as its reference
 * "everything server" defines them, layered over the site's own catalog. Tests only: the
 * production server never offers these. Fixtures that need a response stream (progress,
 * logging notifications) or requests to the client (sampling, elicitation, input-required
 * rounds) are not here; the fixture baselines say so.
 */

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** A 44-byte WAV header with no samples. */
const WAV = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=';

const text = (value: string) => ({ type: 'text' as const, text: value });
const image = { type: 'image' as const, data: PNG, mimeType: 'image/png' };

const EMPTY_INPUT = { type: 'object' as const, properties: {} };
const plain = (name: string, description: string, inputSchema: Tool['inputSchema'] = EMPTY_INPUT): Tool => ({
  name,
  description,
  inputSchema,
});

const JSON_SCHEMA_2020_12: Tool['inputSchema'] = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: {
    address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } },
  },
  properties: {
    name: { type: 'string' },
    address: { $ref: '#/$defs/address' },
    contact: {
      anyOf: [
        { type: 'string', format: 'email' },
        { type: 'string', pattern: '^\\+?[0-9]+$' },
      ],
    },
    kind: { type: 'string', enum: ['person', 'company'] },
  },
  allOf: [{ required: ['name'] }, { anyOf: [{ required: ['contact'] }, { required: ['address'] }] }],
  if: { properties: { kind: { const: 'company' } } },
  // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword, and this fixture must carry it.
  then: { required: ['address'] },
  else: {},
  additionalProperties: false,
};

const TOOLS: Record<string, { definition: Tool; call(meta?: Record<string, unknown>): CallToolResult }> = {
  test_simple_text: {
    definition: plain('test_simple_text', 'Returns plain text'),
    call: () => ({ content: [text('This is a simple text response for testing.')] }),
  },
  test_image_content: { definition: plain('test_image_content', 'Returns an image'), call: () => ({ content: [image] }) },
  test_audio_content: {
    definition: plain('test_audio_content', 'Returns audio'),
    call: () => ({ content: [{ type: 'audio', data: WAV, mimeType: 'audio/wav' }] }),
  },
  test_embedded_resource: {
    definition: plain('test_embedded_resource', 'Returns an embedded resource'),
    call: () => ({
      content: [
        {
          type: 'resource',
          resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' },
        },
      ],
    }),
  },
  test_multiple_content_types: {
    definition: plain('test_multiple_content_types', 'Returns text, an image and a resource'),
    call: () => ({
      content: [
        text('Multiple content types test:'),
        image,
        {
          type: 'resource',
          resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: '{"test":"data","value":123}' },
        },
      ],
    }),
  },
  test_error_handling: {
    definition: plain('test_error_handling', 'Always fails'),
    call: () => ({ isError: true, content: [text('This tool intentionally returns an error for testing')] }),
  },
  json_schema_2020_12_tool: {
    definition: plain('json_schema_2020_12_tool', 'Takes a JSON Schema 2020-12 input', JSON_SCHEMA_2020_12),
    call: () => ({ content: [text('ok')] }),
  },
  test_missing_capability: {
    definition: plain('test_missing_capability', 'Needs the client to declare sampling'),
    call: (meta) => {
      const capabilities = (meta?.[CLIENT_CAPABILITIES_META_KEY] ?? {}) as Record<string, unknown>;
      if (!capabilities.sampling) throw new MissingRequiredClientCapabilityError({ requiredCapabilities: { sampling: {} } });
      return { content: [text('sampling declared')] };
    },
  },
  test_streaming_elicitation: {
    definition: plain('test_streaming_elicitation', 'Answers without asking'),
    call: () => ({ content: [text('done')] }),
  },
  test_logging_tool: { definition: plain('test_logging_tool', 'Logs nothing unless asked'), call: () => ({ content: [text('done')] }) },
};

const RESOURCES: Record<string, ReadResourceResult['contents'][number]> = {
  'test://static-text': { uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' },
  'test://static-binary': { uri: 'test://static-binary', mimeType: 'image/png', blob: PNG },
};
const TEMPLATE = 'test://template/{id}/data';

const PROMPTS: Record<
  string,
  { description: string; arguments?: { name: string; required: boolean }[]; get(args: Record<string, string>): GetPromptResult }
> = {
  test_simple_prompt: {
    description: 'A simple prompt',
    get: () => ({ messages: [{ role: 'user', content: text('This is a simple prompt for testing.') }] }),
  },
  test_prompt_with_arguments: {
    description: 'A prompt with two arguments',
    arguments: [
      { name: 'arg1', required: true },
      { name: 'arg2', required: true },
    ],
    get: (args) => ({ messages: [{ role: 'user', content: text(`Prompt with arguments: arg1='${args.arg1}', arg2='${args.arg2}'`) }] }),
  },
  test_prompt_with_embedded_resource: {
    description: 'A prompt with an embedded resource',
    arguments: [{ name: 'resourceUri', required: true }],
    get: (args) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'resource',
            resource: {
              uri: args.resourceUri ?? 'test://example-resource',
              mimeType: 'text/plain',
              text: 'Embedded resource content for testing.',
            },
          },
        },
        { role: 'user', content: text('Please process the embedded resource above.') },
      ],
    }),
  },
  test_prompt_with_image: {
    description: 'A prompt with an image',
    get: () => ({
      messages: [
        { role: 'user', content: image },
        { role: 'user', content: text('Please analyze the image above.') },
      ],
    }),
  },
};

export function withConformanceFixtures(site: McpCatalog): McpCatalog {
  return {
    tools: {
      list: [...site.tools.list, ...Object.values(TOOLS).map((tool) => tool.definition)],
      has: (name) => Object.hasOwn(TOOLS, name) || site.tools.has(name),
      call: async (name, args, meta) => (Object.hasOwn(TOOLS, name) ? TOOLS[name]!.call(meta) : site.tools.call(name, args, meta)),
    },
    resources: {
      list: [...site.resources.list, ...Object.values(RESOURCES).map(({ uri, mimeType }) => ({ uri, name: uri, mimeType }))],
      templates: [...site.resources.templates, { uriTemplate: TEMPLATE, name: 'template', mimeType: 'application/json' }],
      async read(uri) {
        if (Object.hasOwn(RESOURCES, uri)) return { contents: [RESOURCES[uri]!] };
        const id = uri.match(/^test:\/\/template\/([^/]+)\/data$/)?.[1];
        if (id)
          return {
            contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }],
          };
        return site.resources.read(uri);
      },
      has: (uri) => Object.hasOwn(RESOURCES, uri) || /^test:\/\/template\/[^/]+\/data$/.test(uri) || site.resources.has(uri),
      complete: (template, variable, prefix) => site.resources.complete(template, variable, prefix),
    },
    prompts: {
      list: [
        ...site.prompts.list,
        ...Object.entries(PROMPTS).map(([name, { description, arguments: args }]) => ({ name, description, arguments: args })),
      ],
      get: (name, args) => (Object.hasOwn(PROMPTS, name) ? PROMPTS[name]!.get(args) : site.prompts.get(name, args)),
      complete: (name, argument, prefix) => site.prompts.complete(name, argument, prefix),
    },
    capabilities: { ...site.capabilities, logging: {}, resources: { ...site.capabilities.resources, subscribe: true } },
    registerExtra(server: LowLevelServer) {
      site.registerExtra?.(server);
      // 2025-era only: the suite checks that these answer {}; there is nothing to watch.
      server.setRequestHandler('resources/subscribe', () => ({}));
      server.setRequestHandler('resources/unsubscribe', () => ({}));
    },
  };
}

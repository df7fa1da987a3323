// Stands in for `@modelcontextprotocol/server/_shims` in the prebundled MCP function
// (src/integrations/function-bundles.ts). The SDK's Node shim makes Ajv (about 150 KB
// minified) the default JSON Schema validator; this server never validates a client's
// JSON Schema (it sends no elicitation requests), so the SDK's own lighter validator, the
// one it selects for Workers, takes Ajv's place.
import process from 'node:process';

export { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
export { process };

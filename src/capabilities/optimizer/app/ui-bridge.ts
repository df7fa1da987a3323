// The view's side of the MCP Apps bridge (extension io.modelcontextprotocol/ui, 2026-01-26):
// the JSON-RPC a host's AppBridge speaks over postMessage, for a view that only shows a tool's
// result. Typed by @modelcontextprotocol/ext-apps' own spec types (type imports, erased from the
// bundle): its App class brings zod and the SDK's Protocol, about 88 KB gzipped that cannot be
// tree-shaken, in a document a host loads on every call.
import type {
  HOST_CONTEXT_CHANGED_METHOD,
  INITIALIZE_METHOD,
  INITIALIZED_METHOD,
  LATEST_PROTOCOL_VERSION,
  McpUiAppCapabilities,
  McpUiHostContext,
  McpUiInitializeRequest,
  McpUiInitializeResult,
  McpUiSizeChangedNotification,
  McpUiToolCancelledNotification,
  McpUiToolResultNotification,
  RESOURCE_TEARDOWN_METHOD,
  SIZE_CHANGED_METHOD,
  TOOL_CANCELLED_METHOD,
  TOOL_RESULT_METHOD,
} from '@modelcontextprotocol/ext-apps';

// Each constant is typed by the library's own, so a renamed method or a new version fails tsc.
export const PROTOCOL_VERSION: typeof LATEST_PROTOCOL_VERSION = '2026-01-26';
export const METHODS = {
  initialize: 'ui/initialize' satisfies typeof INITIALIZE_METHOD,
  initialized: 'ui/notifications/initialized' satisfies typeof INITIALIZED_METHOD,
  toolResult: 'ui/notifications/tool-result' satisfies typeof TOOL_RESULT_METHOD,
  toolCancelled: 'ui/notifications/tool-cancelled' satisfies typeof TOOL_CANCELLED_METHOD,
  hostContextChanged: 'ui/notifications/host-context-changed' satisfies typeof HOST_CONTEXT_CHANGED_METHOD,
  resourceTeardown: 'ui/resource-teardown' satisfies typeof RESOURCE_TEARDOWN_METHOD,
  sizeChanged: 'ui/notifications/size-changed' satisfies typeof SIZE_CHANGED_METHOD,
  ping: 'ping',
} as const;

/** JSON-RPC's code for a method the receiver does not have. */
export const METHOD_NOT_FOUND = -32601;

type Id = string | number;
export type OutgoingMessage =
  | { jsonrpc: '2.0'; id: Id; method: string; params?: object }
  | { jsonrpc: '2.0'; method: string; params?: object }
  | { jsonrpc: '2.0'; id: Id; result: object }
  | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string } };

/** Where messages go and come from: the host's window in a browser, a fake in tests. */
export interface Port {
  post(message: OutgoingMessage): void;
  /** Calls back with every message from the host; returns a function that stops listening. */
  listen(onMessage: (data: unknown) => void): () => void;
}

export interface ViewHandlers {
  toolResult(result: McpUiToolResultNotification['params']): void;
  toolCancelled?(params: McpUiToolCancelledNotification['params']): void;
  /** The whole context so far: the initial one with every change merged in. */
  hostContext?(context: McpUiHostContext): void;
}

export interface ViewOptions {
  appInfo: McpUiInitializeRequest['params']['appInfo'];
  appCapabilities?: McpUiAppCapabilities;
  /** How long to wait for the host's answer to ui/initialize (the SDK's default request timeout, as ext-apps' App waits). */
  timeoutMs?: number;
}

export const INITIALIZE_TIMEOUT_MS = 60_000;

export interface ViewConnection {
  initialized: McpUiInitializeResult;
  sendSizeChanged(size: McpUiSizeChangedNotification['params']): void;
  close(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is Id => typeof value === 'string' || typeof value === 'number';

/** A host's message, sorted: an answer to one of ours, a request to answer, a notification, or not JSON-RPC at all. */
export type Incoming =
  | { kind: 'response'; id: Id; result?: unknown; error?: { message?: unknown } }
  | { kind: 'request'; id: Id; method: string; params: Record<string, unknown> }
  | { kind: 'notification'; method: string; params: Record<string, unknown> }
  | { kind: 'ignored' };

export function classify(data: unknown): Incoming {
  if (!isRecord(data) || data.jsonrpc !== '2.0') return { kind: 'ignored' };
  const params = isRecord(data.params) ? data.params : {};
  if (typeof data.method === 'string') {
    return isId(data.id)
      ? { kind: 'request', id: data.id, method: data.method, params }
      : { kind: 'notification', method: data.method, params };
  }
  if (isId(data.id) && ('result' in data || isRecord(data.error))) {
    return { kind: 'response', id: data.id, result: data.result, ...(isRecord(data.error) ? { error: data.error } : {}) };
  }
  return { kind: 'ignored' };
}

const isInitializeResult = (value: unknown): value is McpUiInitializeResult =>
  isRecord(value) && typeof value.protocolVersion === 'string' && isRecord(value.hostCapabilities) && isRecord(value.hostInfo);

/**
 * Connects a view to its host: sends ui/initialize, waits for the answer, confirms with
 * ui/notifications/initialized, then hands the host's notifications to the handlers. Rejects when
 * the host answers the initialize request with an error or with something that is not a result,
 * or does not answer in time.
 */
export function connectView(port: Port, handlers: ViewHandlers, options: ViewOptions): Promise<ViewConnection> {
  const initializeId = 1;
  let context: McpUiHostContext = {};
  let ready = false;
  // A host should send the tool's result after the handshake; one that sends it before is still heard, once ready.
  let early: (() => void) | undefined;
  const notify = (method: string, params?: object) => port.post({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  const updateContext = (change: McpUiHostContext) => {
    context = { ...context, ...change };
    handlers.hostContext?.(context);
  };

  return new Promise((resolve, reject) => {
    const answerRequest = (id: Id, method: string) => {
      // A teardown needs nothing saved; a ping needs only an answer.
      if (method === METHODS.resourceTeardown || method === METHODS.ping) port.post({ jsonrpc: '2.0', id, result: {} });
      else port.post({ jsonrpc: '2.0', id, error: { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` } });
    };
    const onNotification = (method: string, params: Record<string, unknown>) => {
      let deliver: (() => void) | undefined;
      if (method === METHODS.toolResult) deliver = () => handlers.toolResult(params as McpUiToolResultNotification['params']);
      else if (method === METHODS.toolCancelled)
        deliver = () => handlers.toolCancelled?.(params as McpUiToolCancelledNotification['params']);
      // The initialize result carries the whole context, so a change before it has nothing to add.
      else if (method === METHODS.hostContextChanged && ready) updateContext(params as McpUiHostContext);
      if (!deliver) return;
      if (ready) deliver();
      else early = deliver;
    };
    const fail = (reason: string) => {
      stop();
      clearTimeout(timer);
      reject(new Error(`The host refused ui/initialize: ${reason}`));
    };
    const onResponse = (message: Extract<Incoming, { kind: 'response' }>) => {
      if (message.id !== initializeId || ready) return;
      if (message.error || !isInitializeResult(message.result)) {
        fail(typeof message.error?.message === 'string' ? message.error.message : 'not an initialize result');
        return;
      }
      clearTimeout(timer);
      const initialized = message.result;
      ready = true;
      notify(METHODS.initialized);
      if (initialized.hostContext) updateContext(initialized.hostContext);
      early?.();
      resolve({ initialized, sendSizeChanged: (size) => notify(METHODS.sizeChanged, size), close: stop });
    };
    const stop = port.listen((data) => {
      const message = classify(data);
      if (message.kind === 'request') answerRequest(message.id, message.method);
      else if (message.kind === 'notification') onNotification(message.method, message.params);
      else if (message.kind === 'response') onResponse(message);
    });
    const timeoutMs = options.timeoutMs ?? INITIALIZE_TIMEOUT_MS;
    const timer = setTimeout(() => fail(`no answer in ${timeoutMs / 1000} s`), timeoutMs);
    const params: McpUiInitializeRequest['params'] = {
      appInfo: options.appInfo,
      appCapabilities: options.appCapabilities ?? {},
      protocolVersion: PROTOCOL_VERSION,
    };
    port.post({ jsonrpc: '2.0', id: initializeId, method: METHODS.initialize, params });
  });
}

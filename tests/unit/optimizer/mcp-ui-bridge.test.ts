import {
  AppBridge,
  HOST_CONTEXT_CHANGED_METHOD,
  INITIALIZE_METHOD,
  INITIALIZED_METHOD,
  LATEST_PROTOCOL_VERSION,
  type McpUiHostContext,
  RESOURCE_TEARDOWN_METHOD,
  SIZE_CHANGED_METHOD,
  TOOL_CANCELLED_METHOD,
  TOOL_RESULT_METHOD,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import { DEFAULT_REQUEST_TIMEOUT_MSEC, type Transport } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import {
  classify,
  connectView,
  INITIALIZE_TIMEOUT_MS,
  METHOD_NOT_FOUND,
  METHODS,
  type OutgoingMessage,
  PROTOCOL_VERSION,
  type Port,
  type ViewHandlers,
} from '../../../src/capabilities/optimizer/app/ui-bridge.ts';

/** A port whose host is the test: it records what the view posts and delivers what the test sends. */
function fakePort() {
  const posted: OutgoingMessage[] = [];
  let listener: ((data: unknown) => void) | undefined;
  const port: Port = {
    post: (message) => posted.push(message),
    listen(onMessage) {
      listener = onMessage;
      return () => {
        listener = undefined;
      };
    },
  };
  return { port, posted, deliver: (data: unknown) => listener?.(data), listening: () => listener !== undefined };
}

const appInfo = { name: 'test-app', version: '1.0.0' };
const initializeResult = (hostContext: McpUiHostContext = {}) => ({
  protocolVersion: LATEST_PROTOCOL_VERSION,
  hostInfo: { name: 'host', version: '1' },
  hostCapabilities: {},
  hostContext,
});
const handlers = () => ({
  toolResult: vi.fn<ViewHandlers['toolResult']>(),
  toolCancelled: vi.fn<Required<ViewHandlers>['toolCancelled']>(),
  hostContext: vi.fn<Required<ViewHandlers>['hostContext']>(),
});

async function connected(hostContext: McpUiHostContext = {}) {
  const fake = fakePort();
  const on = handlers();
  const connecting = connectView(fake.port, on, { appInfo });
  fake.deliver({ jsonrpc: '2.0', id: 1, result: initializeResult(hostContext) });
  return { ...fake, on, connection: await connecting };
}

describe('the view’s bridge speaks the extension’s names', () => {
  it('uses ext-apps’ own method names and protocol version, and the SDK’s request timeout, as ext-apps’ App does', () => {
    expect(PROTOCOL_VERSION).toBe(LATEST_PROTOCOL_VERSION);
    expect(INITIALIZE_TIMEOUT_MS).toBe(DEFAULT_REQUEST_TIMEOUT_MSEC);
    expect(METHODS).toMatchObject({
      initialize: INITIALIZE_METHOD,
      initialized: INITIALIZED_METHOD,
      toolResult: TOOL_RESULT_METHOD,
      toolCancelled: TOOL_CANCELLED_METHOD,
      hostContextChanged: HOST_CONTEXT_CHANGED_METHOD,
      resourceTeardown: RESOURCE_TEARDOWN_METHOD,
      sizeChanged: SIZE_CHANGED_METHOD,
    });
  });
});

describe('classify', () => {
  it.each([
    ['a request', { jsonrpc: '2.0', id: 7, method: 'ping' }, { kind: 'request', id: 7, method: 'ping', params: {} }],
    ['a notification', { jsonrpc: '2.0', method: 'x', params: { a: 1 } }, { kind: 'notification', method: 'x', params: { a: 1 } }],
    ['a result', { jsonrpc: '2.0', id: 'a', result: { ok: true } }, { kind: 'response', id: 'a', result: { ok: true } }],
    [
      'an error',
      { jsonrpc: '2.0', id: 2, error: { code: 1, message: 'no' } },
      { kind: 'response', id: 2, result: undefined, error: { code: 1, message: 'no' } },
    ],
    ['array params, read as none', { jsonrpc: '2.0', method: 'x', params: [1] }, { kind: 'notification', method: 'x', params: {} }],
  ])('%s', (_, data, expected) => {
    expect(classify(data)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['an array', [1]],
    ['another protocol', { jsonrpc: '1.0', method: 'x' }],
    ['no method and no result', { jsonrpc: '2.0', id: 1 }],
    ['an id of the wrong type', { jsonrpc: '2.0', id: {}, result: {} }],
    ['an error that is not an object', { jsonrpc: '2.0', id: 1, error: 'no' }],
  ])('ignores %s', (_, data) => {
    expect(classify(data)).toEqual({ kind: 'ignored' });
  });
});

describe('connectView', () => {
  it('asks the host to initialize, with the app’s name and the protocol version, and confirms once answered', async () => {
    const fake = fakePort();
    const connecting = connectView(fake.port, handlers(), { appInfo, appCapabilities: { availableDisplayModes: ['inline'] } });
    expect(fake.posted).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: INITIALIZE_METHOD,
        params: { appInfo, appCapabilities: { availableDisplayModes: ['inline'] }, protocolVersion: LATEST_PROTOCOL_VERSION },
      },
    ]);
    fake.deliver({ jsonrpc: '2.0', id: 1, result: initializeResult() });
    const { initialized } = await connecting;
    expect(initialized.hostInfo).toEqual({ name: 'host', version: '1' });
    expect(fake.posted.at(-1)).toEqual({ jsonrpc: '2.0', method: INITIALIZED_METHOD });
  });

  it('hands over the initial host context, then each change merged into it', async () => {
    const { on, deliver } = await connected({ theme: 'dark', locale: 'es-AR' });
    expect(on.hostContext).toHaveBeenLastCalledWith({ theme: 'dark', locale: 'es-AR' });
    deliver({ jsonrpc: '2.0', method: HOST_CONTEXT_CHANGED_METHOD, params: { theme: 'light' } });
    expect(on.hostContext).toHaveBeenLastCalledWith({ theme: 'light', locale: 'es-AR' });
  });

  it('hands over tool results and cancellations', async () => {
    const { on, deliver } = await connected();
    const result = { content: [{ type: 'text', text: 'done' }], structuredContent: { a: 1 } };
    deliver({ jsonrpc: '2.0', method: TOOL_RESULT_METHOD, params: result });
    expect(on.toolResult).toHaveBeenCalledWith(result);
    deliver({ jsonrpc: '2.0', method: TOOL_CANCELLED_METHOD, params: { reason: 'user action' } });
    expect(on.toolCancelled).toHaveBeenCalledWith({ reason: 'user action' });
  });

  it('hands over a tool result the host sent before answering, once it has answered; ignores notifications it does not know', async () => {
    const fake = fakePort();
    const on = handlers();
    const connecting = connectView(fake.port, on, { appInfo });
    const early = { content: [{ type: 'text', text: 'early' }] };
    fake.deliver({ jsonrpc: '2.0', method: TOOL_RESULT_METHOD, params: early });
    expect(on.toolResult).not.toHaveBeenCalled();
    fake.deliver({ jsonrpc: '2.0', id: 1, result: initializeResult() });
    await connecting;
    expect(on.toolResult).toHaveBeenCalledExactlyOnceWith(early);
    fake.deliver({ jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: { arguments: {} } });
    expect(on.toolResult).toHaveBeenCalledTimes(1);
    expect(on.toolCancelled).not.toHaveBeenCalled();
  });

  it('takes the initial context from the answer, not from a change sent before it', async () => {
    const fake = fakePort();
    const on = handlers();
    const connecting = connectView(fake.port, on, { appInfo });
    fake.deliver({ jsonrpc: '2.0', method: HOST_CONTEXT_CHANGED_METHOD, params: { theme: 'light' } });
    fake.deliver({ jsonrpc: '2.0', id: 1, result: initializeResult({ theme: 'dark' }) });
    await connecting;
    expect(on.hostContext).toHaveBeenCalledExactlyOnceWith({ theme: 'dark' });
  });

  it('gives up on a host that never answers, after the timeout, and stops listening', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakePort();
      const connecting = connectView(fake.port, handlers(), { appInfo, timeoutMs: 5_000 });
      const settled = expect(connecting).rejects.toThrow('no answer in 5 s');
      await vi.advanceTimersByTimeAsync(5_000);
      await settled;
      expect(fake.listening()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers ping and teardown with an empty result, and any other request with method-not-found', async () => {
    const { posted, deliver } = await connected();
    deliver({ jsonrpc: '2.0', id: 'p', method: 'ping' });
    deliver({ jsonrpc: '2.0', id: 9, method: RESOURCE_TEARDOWN_METHOD, params: {} });
    deliver({ jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'x' } });
    expect(posted.slice(-3)).toEqual([
      { jsonrpc: '2.0', id: 'p', result: {} },
      { jsonrpc: '2.0', id: 9, result: {} },
      { jsonrpc: '2.0', id: 10, error: { code: METHOD_NOT_FOUND, message: 'Method not found: tools/call' } },
    ]);
  });

  it('ignores answers to requests it did not send, and a second answer to its own', async () => {
    const fake = fakePort();
    const connecting = connectView(fake.port, handlers(), { appInfo });
    fake.deliver({ jsonrpc: '2.0', id: 2, error: { code: 1, message: 'not yours' } });
    fake.deliver({ jsonrpc: '2.0', id: 1, result: initializeResult() });
    fake.deliver({ jsonrpc: '2.0', id: 1, error: { code: 1, message: 'late' } });
    await expect(connecting).resolves.toBeDefined();
    expect(fake.posted.filter((m) => 'method' in m && m.method === INITIALIZED_METHOD)).toHaveLength(1);
  });

  it.each([
    ['an error', { error: { code: -32602, message: 'Invalid params' } }, 'Invalid params'],
    ['an error without a message', { error: { code: 1 } }, 'not an initialize result'],
    ['a result that is not one', { result: { hello: 'world' } }, 'not an initialize result'],
  ])('rejects when the host answers initialize with %s, and stops listening', async (_, answer, reason) => {
    const fake = fakePort();
    const connecting = connectView(fake.port, handlers(), { appInfo });
    fake.deliver({ jsonrpc: '2.0', id: 1, ...answer });
    await expect(connecting).rejects.toThrow(reason);
    expect(fake.listening()).toBe(false);
  });

  it('sends size changes, and stops listening when closed', async () => {
    const { posted, connection, listening } = await connected();
    connection.sendSizeChanged({ width: 400, height: 1234 });
    expect(posted.at(-1)).toEqual({ jsonrpc: '2.0', method: SIZE_CHANGED_METHOD, params: { width: 400, height: 1234 } });
    connection.close();
    expect(listening()).toBe(false);
  });
});

/** A view's port and a host's SDK transport joined in memory, as postMessage joins them in a browser. */
function joined(): { port: Port; transport: Transport } {
  let toView: ((data: unknown) => void) | undefined;
  const transport: Transport = {
    start: async () => {},
    close: async () => {},
    send: async (message) => {
      queueMicrotask(() => toView?.(structuredClone(message)));
    },
  };
  const port: Port = {
    post: (message) => queueMicrotask(() => transport.onmessage?.(structuredClone(message) as never)),
    listen(onMessage) {
      toView = onMessage;
      return () => {
        toView = undefined;
      };
    },
  };
  return { port, transport };
}

describe('with the extension’s own host side (AppBridge)', () => {
  it('initializes, gets the host context and a tool result, and reports its size', async () => {
    const { port, transport } = joined();
    const hostContext: McpUiHostContext = { theme: 'dark', displayMode: 'inline' };
    const bridge = new AppBridge(null, { name: 'host', version: '1.0.0' }, {}, { hostContext });
    const initialized = new Promise<void>((resolve) => {
      bridge.oninitialized = () => resolve();
    });
    const sizes: unknown[] = [];
    bridge.onsizechange = (size) => sizes.push(size);
    await bridge.connect(transport);

    const on = handlers();
    const connection = await connectView(port, on, { appInfo });
    await initialized;
    expect(bridge.getAppVersion()).toEqual(appInfo);
    expect(on.hostContext).toHaveBeenLastCalledWith(hostContext);

    const result = { content: [{ type: 'text' as const, text: 'ok' }], structuredContent: { tickers: ['A'] } };
    await bridge.sendToolResult(result);
    await vi.waitFor(() => expect(on.toolResult).toHaveBeenCalledWith(result));

    bridge.setHostContext({ ...hostContext, theme: 'light' });
    await vi.waitFor(() => expect(on.hostContext).toHaveBeenLastCalledWith({ theme: 'light', displayMode: 'inline' }));

    connection.sendSizeChanged({ width: 320, height: 480 });
    await vi.waitFor(() => expect(sizes).toEqual([{ width: 320, height: 480 }]));

    await expect(bridge.teardownResource({})).resolves.toEqual({});
  });
});

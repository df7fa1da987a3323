// A minimal MCP Apps host for the browser tests, on the extension's own AppBridge: it loads a
// ui:// document in a sandboxed iframe (scripts only, an opaque origin, as hosts do), answers
// the app's ui/initialize with a host context, and hands it a tool result.
import { AppBridge, type McpUiHostContext, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult } from '@modelcontextprotocol/client';

export interface HostRun {
  html: string;
  result: CallToolResult;
  hostContext: McpUiHostContext;
  width: number;
}

async function run({ html, result, hostContext, width }: HostRun): Promise<{ appName: string | undefined }> {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('title', 'MCP App');
  iframe.width = String(width);
  iframe.height = '900';
  document.body.append(iframe);
  const bridge = new AppBridge(null, { name: 'test-host', version: '1.0.0' }, {}, { hostContext });
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  bridge.onsizechange = ({ height }) => {
    if (height) iframe.height = String(Math.ceil(height));
  };
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  iframe.srcdoc = html;
  await initialized;
  await bridge.sendToolResult(result);
  return { appName: bridge.getAppVersion()?.name };
}

(globalThis as { runMcpAppHost?: typeof run }).runMcpAppHost = run;

// The MCP App of optimize_portfolio: a host (Claude, ChatGPT, VS Code…) renders this document in a
// sandboxed iframe and hands it the tool's result over the extension's postMessage bridge; it
// draws that result with the optimizer page's own chart code and requests nothing.
import { connectView } from './ui-bridge.ts';
// Type-only: erased from the bundle.
import type { OptimizerWords } from '../words/en.ts';
import type { OptimizeResponse } from '../core/schema.ts';
import { chartSize } from '../client/charts.ts';
import { resultSections } from '../client/result-view.ts';
import { html } from '../client/svg.ts';
import type { OptimizerText } from '../client/text.ts';
import { applyHostContext, reportSize, windowPort } from './host.ts';
import { isOptimizeResult, resultText } from './result.ts';

interface AppWords {
  optimizer: OptimizerWords['optimizerScript'];
  app: OptimizerWords['mcpApp'];
}

// The owner's words, written into the document at build time (src/capabilities/optimizer/app-integration.ts), in the owner's language.
const { optimizer: words, app: appWords } = JSON.parse(document.getElementById('app-words')!.textContent!) as AppWords;
const locale = document.documentElement.lang;
const text: OptimizerText = { words, locale };
const root = document.getElementById('app')!;
let shown: OptimizeResponse | undefined;

function render(result: OptimizeResponse) {
  shown = result;
  root.replaceChildren(...resultSections(result, text, chartSize(root.clientWidth), 2));
  root.removeAttribute('aria-busy');
}

function fail(detail: string) {
  shown = undefined;
  root.replaceChildren(html('p', { class: 'error', role: 'alert' }, [appWords.failed, ...(detail ? [' ', detail] : [])]));
  root.removeAttribute('aria-busy');
}

// The charts are drawn at the width they show at: a new width redraws them.
let width = root.clientWidth;
new ResizeObserver(() => {
  if (shown && Math.abs(root.clientWidth - width) > 8) render(shown);
  width = root.clientWidth;
}).observe(root);

try {
  const connection = await connectView(
    windowPort(window.parent),
    {
      toolResult(result) {
        if (!result.isError && isOptimizeResult(result.structuredContent)) return render(result.structuredContent);
        // The tool's own words ("<code>: <message>") are what the model saw too.
        fail(resultText(result.content));
      },
      toolCancelled: ({ reason }) => fail(reason ?? ''),
      hostContext: applyHostContext,
    },
    { appInfo: { name: 'optimize-portfolio-app', version: '1.0.0' } },
  );
  reportSize(connection.sendSizeChanged);
} catch (error) {
  // A host that refuses the handshake: say so in the frame rather than wait forever.
  fail(error instanceof Error ? error.message : '');
}

// The MCP App of optimize_portfolio: a host (Claude, ChatGPT, VS Code…) renders this document in a
// sandboxed iframe and hands it the tool's result over the extension's postMessage bridge; it
// draws that result with the optimizer page's own chart code and requests nothing.
import { App, applyDocumentTheme, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import { formatNumber } from '../../lib/i18n/format.ts';
import { fill } from '../../lib/i18n/template.ts';
// Type-only: erased from the bundle.
import type { Dictionary } from '../../lib/i18n/index.ts';
import type { Analytics, OptimizeResponse } from '../../lib/optimizer/schema.ts';
import { chartSize, frontierChart, legend, pricesChart, weightBars } from '../optimizer/charts.ts';
import { html } from '../optimizer/svg.ts';
import { dayIn, type OptimizerText, percentIn } from '../optimizer/text.ts';
import { isOptimizeResult } from './result.ts';

interface AppWords {
  optimizer: Dictionary['optimizerScript'];
  app: Dictionary['mcpApp'];
}

// The owner's words, written into the document at build time (src/integrations/mcp-app.ts), in the owner's language.
const { optimizer: words, app: appWords } = JSON.parse(document.getElementById('app-words')!.textContent!) as AppWords;
const locale = document.documentElement.lang;
const text: OptimizerText = { words, locale };
const percent = percentIn(locale);
const day = dayIn(locale);
const root = document.getElementById('app')!;
let shown: OptimizeResponse | undefined;

function portfolio(tickers: string[], name: string, p: Analytics['minVariance'] | null): HTMLElement {
  if (!p) return html('div', { class: 'portfolio' }, [html('h3', {}, [name]), html('p', {}, [words.noPortfolio])]);
  const sharpe =
    p.sharpe === null ? words.notApplicable : formatNumber(p.sharpe, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return html('div', { class: 'portfolio' }, [
    html('h3', {}, [name]),
    html('p', { class: 'muted' }, [
      fill(words.portfolioSummary, { return: percent(p.expectedReturn), volatility: percent(p.volatility), sharpe }),
    ]),
    weightBars(tickers, p, name, text),
  ]);
}

function render(result: OptimizeResponse) {
  shown = result;
  const { tickers, analytics, dates } = result;
  const size = chartSize(root.clientWidth);
  root.replaceChildren(
    html('p', { class: 'muted' }, [
      fill(words.commonDays, { count: formatNumber(dates.length, locale), from: day(dates[0]!), to: day(dates.at(-1)!) }),
    ]),
    html('h2', {}, [words.frontier]),
    html('figure', {}, [frontierChart(tickers, analytics, text, size)]),
    html('h2', {}, [words.weights]),
    html('div', { class: 'portfolios' }, [
      portfolio(tickers, words.minVariance, analytics.minVariance),
      portfolio(tickers, words.maxSharpe, analytics.maxSharpe),
    ]),
    html('h2', {}, [words.prices]),
    html('figure', {}, [pricesChart(tickers, dates, result.prices, text, size), legend(tickers, text)]),
  );
  root.removeAttribute('aria-busy');
}

function fail(detail: string) {
  shown = undefined;
  root.replaceChildren(html('p', { class: 'error', role: 'alert' }, [appWords.failed, ...(detail ? [' ', detail] : [])]));
  root.removeAttribute('aria-busy');
}

function applyHostContext(context: McpUiHostContext) {
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
}

const app = new App({ name: 'optimize-portfolio-app', version: '1.0.0' });
app.ontoolresult = (result) => {
  if (!result.isError && isOptimizeResult(result.structuredContent)) return render(result.structuredContent);
  // The tool's own words ("<code>: <message>") are what the model saw too.
  fail(result.content?.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join(' ') ?? '');
};
app.onhostcontextchanged = applyHostContext;
// The charts are drawn at the width they show at: a new width redraws them.
let width = root.clientWidth;
new ResizeObserver(() => {
  if (shown && Math.abs(root.clientWidth - width) > 8) render(shown);
  width = root.clientWidth;
}).observe(root);

await app.connect();
const context = app.getHostContext();
if (context) applyHostContext(context);

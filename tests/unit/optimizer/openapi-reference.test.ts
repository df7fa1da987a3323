import { describe, expect, it } from 'vitest';
import { siteOpenApi } from '../../../src/capabilities/build-parts.ts';
import { type FieldRow, type Json, operations } from '../../../src/lib/discovery/openapi-reference.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

// The example owner (GitHub user octocat, every feature on).
const owner = fixtureOwners.example;

const byName = (rows: FieldRow[]) => Object.fromEntries(rows.map((row) => [row.name, row]));

describe("operations() on the site OpenAPI document: the optimizer's", () => {
  const doc = siteOpenApi(owner, 'https://site.test') as Json;
  const views = operations(doc);
  const view = (operationId: string) => views.find((candidate) => candidate.operationId === operationId)!;

  it('lists it with its method, path and tag', () => {
    expect(views.map((v) => [v.method, v.path, v.operationId, v.tags])).toContainEqual([
      'POST',
      '/api/portfolio/optimize',
      'optimizePortfolio',
      ['optimizer'],
    ]);
  });

  it('splits the description into paragraphs', () => {
    const paragraphs = view('optimizePortfolio').description;
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(/^Finds each ticker in data912/);
    expect(paragraphs[2]).toBe('**Educational, not investment advice.**');
  });

  it('reads the request fields through the $ref, marking defaulted fields as optional', () => {
    expect(view('optimizePortfolio').requestFields).toEqual([
      {
        name: 'tickers',
        type: 'string[]',
        required: true,
        description: '2 to 10 Argentine stocks, CEDEARs or government bonds quoted in ARS',
      },
      { name: 'riskFreeRate', type: 'number', required: false, description: 'Annual risk-free rate as a decimal (0.3 = 30%)' },
      {
        name: 'minWeight',
        type: 'number',
        required: false,
        description: 'Least weight of every ticker in the optimised portfolios (0 to 1; tickers × minWeight ≤ 1)',
      },
      {
        name: 'maxWeight',
        type: 'number',
        required: false,
        description: 'Greatest weight of every ticker in the optimised portfolios (0 to 1; tickers × maxWeight ≥ 1)',
      },
      {
        name: 'budget',
        type: 'number',
        required: false,
        description:
          'ARS to turn into whole shares of the max-Sharpe portfolio (the min-variance one when there is none), at the latest closes',
      },
      {
        name: 'lookbackDays',
        type: 'integer',
        required: false,
        description: 'Calendar days of history, ending today (60 to 3650: the tickers need 30 trading days in common)',
      },
      {
        name: 'covariance',
        type: '"sample" | "ledoit-wolf"',
        required: false,
        description:
          "The covariance estimator: sample (ddof 1), or Ledoit–Wolf shrinkage towards a scaled identity (PyPortfolioOpt's CovarianceShrinkage.ledoit_wolf())",
      },
    ]);
  });

  it('describes the 200 response fields: literals, enums in maps, arrays and nested objects', () => {
    const fields = byName(view('optimizePortfolio').responseFields);
    expect(Object.keys(fields)).toEqual(Object.keys(doc.components.schemas.OptimizeResponse.properties));
    expect(fields.currency).toEqual({ name: 'currency', type: '"ARS"', required: true, description: '' });
    expect(fields.source!.type).toBe('"data912"');
    expect(fields.markets!.type).toBe('{ [ticker]: "stocks" | "cedears" | "bonds" }');
    expect(fields.prices!.type).toBe('{ [ticker]: number[] }');
    expect(fields.dates!.type).toBe('string[]');
    expect(fields.warnings!.type).toBe('object[]');
    expect(fields.analytics!.type).toBe('object');
  });

  it('lists its response statuses with their header names', () => {
    const optimize = (status: string) => view('optimizePortfolio').responses.find((r) => r.status === status)!;
    expect(optimize('200').headers).toEqual(['X-Cache-Status', 'Access-Control-Allow-Origin']);
    expect(optimize('400').headers).toEqual([]);
    expect(optimize('413').description).toBe('The body is larger than 16384 bytes');
  });
});

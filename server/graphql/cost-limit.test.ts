import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Graphql from 'graphql';
import type { DefinitionNode, FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { operationCost } from './cost-limit';
import { checkDocumentText, checkFanOut } from './document-guard';
import { LIMITS } from './limits';
import { armorRules } from './request-limits';
import { createExecutableSchema } from './schema';

// The copy of graphql the schema (yoga's) and graphql-armor load, so that `validate` accepts the schema.
const { Kind, parse, print, validate } = createRequire(import.meta.url)('graphql') as typeof Graphql;

const { rootDir } = readConfig({});
const schema = createExecutableSchema(rootDir);
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost(schema, parse(query), undefined, variables);

describe('operationCost', () => {
  it('counts each field once and __typename as free', () => {
    expect(cost('{ getStationList { __typename id stationName } }').cost).toBe(4 * (1 + 2));
  });

  it('multiplies the paged list by the page argument, literal or variable, not the connection itself', () => {
    const page = (first: string) =>
      cost(
        `query q($n: Int) { getSearchContent(searchQuery: "a", pageSize: ${first}) { total results { id } } }`,
        {
          n: 50,
        },
      ).cost;
    expect(page('10')).toBe(1 + 1 + 10 * 2);
    expect(page('$n')).toBe(1 + 1 + 50 * 2);
  });

  it('uses the resolver default when a page argument is absent, nothing when the resolver will refuse it', () => {
    const q = (args: string) => `{ getHomeExplore${args} { reels { edges { cursor } } } }`;
    expect(cost(q('')).cost).toBe(1 + 1 + 5 * 2);
    expect(cost(q('(first: 100)')).cost).toBe(1 + 1 + 100 * 2);
    expect(cost(q('(first: 101)')).cost).toBe(1 + 1);
  });

  it('multiplies nested pages (list sizes times depth) and expands fragments', () => {
    const nested = `
      query { getHomeExplore(first: 100) { reels { edges { node { reelDetail { teaserList { ...T } } } } } } }
      fragment T on Teaser { ... on ContentTeaser { teaserDetail { ... on AudioPodcast { episodeList(first: 100) { edges { episode { headline } } } } } } }`;
    // 100 reels x 32 teasers x 100 episodes: far over any budget.
    expect(cost(nested).cost).toBeGreaterThan(100 * 32 * 100);
  });

  it('pages episodeList with the root episodesLimit unless it has its own first', () => {
    const q = (inner: string) =>
      cost(
        `{ getDetailPageByUrl(url: "/x", episodesLimit: 7) { ... on AudioPodcast { episodeList${inner} { edges { cursor } } } } }`,
      ).cost;
    expect(q('')).toBe(1 + 1 + 7 * 2);
    expect(q('(first: 3)')).toBe(1 + 1 + 3 * 2);
  });

  it('costs an abstract selection at its dearest possible type, not the sum of all', () => {
    const q = `{ getDetailPageById(id: "x") { ... on StaticPage { title content } ... on RadioDetail { presenters airTimes liveMediaId } } }`;
    expect(cost(q).cost).toBe(1 + 3);
  });

  it('counts root fields, aliased and in fragments included', () => {
    const q = `query { a: getStationList { ...S } ...R getCurrentShows { id } }
      fragment S on StationListItem { x: id } fragment R on Query { b: getStationList { id } }`;
    expect(cost(q).rootFields).toBe(3);
  });

  it('stays fast on the 1000-alias query that used to stall the platform', () => {
    const E = 'fragment E on HomeExplore { reels { edges { node { id } } } }';
    const q = `query { ${Array.from({ length: 1000 }, (_, i) => `a${i}: getHomeExplore(first: 100) { ...E }`).join(' ')} } ${E}`;
    const started = performance.now();
    expect(cost(q).cost).toBeGreaterThan(LIMITS.maxCost);
    // A guard against a blow-up (this query once held the platform 26 s), not a speed figure: about 20 ms on a
    // quiet machine, so the bound holds on a busy one too. Speed is the bench's job.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

/**
 * Every operation the app and the widgets ship (all .graphql files under src/ and widgets/, each with the
 * fragments it reaches), at the largest page sizes they can send: every Int variable at the largest page the
 * API accepts (100), except the reel pages, whose size the app fixes (Explore pages of 4, the showcase and
 * microsite pages 8; raise these here when the app asks for more).
 */
const APP_PAGE_SIZES: Record<string, Record<string, number>> = {
  getHomeExplore: { first: 8 },
  getMiniExplore: { first: 8 },
};

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

describe('the operations the app and widgets send', () => {
  const definitions: DefinitionNode[] = ['src', 'widgets']
    .flatMap((dir) => graphqlFiles(path.join(rootDir, dir)))
    .flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions);
  const fragments = definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  const operations = definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d] : []));

  it('finds every operation document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(26);
  });

  it.each(operations.map((op) => [op.name?.value ?? '', op] as const))(
    '%s stays within half the cost budget and within the other limits',
    (name, op) => {
      const variables: Record<string, unknown> = {};
      for (const v of op.variableDefinitions ?? []) {
        const type = v.type.kind === Kind.NON_NULL_TYPE ? v.type.type : v.type;
        if (type.kind === Kind.NAMED_TYPE && type.name.value === 'Int')
          variables[v.variable.name.value] = 100;
      }
      Object.assign(variables, APP_PAGE_SIZES[name]);
      const document = { kind: Kind.DOCUMENT, definitions: [op, ...fragments] } as const;
      const measured = operationCost(schema, document, name, variables);
      // With every fragment of the app attached, so also well within the token and nesting limits.
      expect(() => checkDocumentText(print(document), LIMITS)).not.toThrow();
      expect(() => checkFanOut(document, LIMITS)).not.toThrow();
      expect(validate(schema, document, armorRules(LIMITS))).toEqual([]);
      expect(measured.cost, `${name} costs ${measured.cost}`).toBeLessThanOrEqual(LIMITS.maxCost / 2);
      expect(measured.rootFields).toBeLessThanOrEqual(LIMITS.maxRootFields);
    },
  );
});

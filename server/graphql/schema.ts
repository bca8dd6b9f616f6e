/** Loads the contract (server/schema.graphql) and joins the resolver maps into one executable schema. */
import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { GraphqlContext } from './context';
import { contentResolvers } from './resolvers/content';
import { exploreResolvers } from './resolvers/explore';
import { queryResolvers } from './resolvers/queries';
import { reminderResolvers } from './resolvers/reminders';
import { scheduleResolvers } from './resolvers/schedule';
import { stationResolvers } from './resolvers/station';
import { userResolvers } from './resolvers/user';
import { dateTimeScalar } from './scalars';

export function createExecutableSchema(rootDir: string) {
  const typeDefs = fs.readFileSync(path.join(rootDir, 'server', 'schema.graphql'), 'utf8');
  return createSchema<GraphqlContext & Record<string, unknown>>({
    typeDefs,
    resolvers: [
      { DateTime: dateTimeScalar },
      contentResolvers,
      exploreResolvers,
      scheduleResolvers,
      stationResolvers,
      queryResolvers,
      userResolvers,
      reminderResolvers,
    ],
  });
}

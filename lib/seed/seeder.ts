import type { Executor } from '@/lib/db/client';

/** One domain's demo data. Returns a line per thing it created, for the seed script to print. */
export type Seeder = (db: Executor, context: { now: Date }) => Promise<string[]>;

export * from './codes';
export { zodFailure, zodFailures, zodFieldByField } from './zod';

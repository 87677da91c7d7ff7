export * from './codes';
export { zodFailure, zodFailures } from './zod';

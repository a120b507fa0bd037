// The public API of the taxonomy. Filled in by the taxonomy work (issue 5): see groups.ts.
export { groupDefinitions } from './groups.js';

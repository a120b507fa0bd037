// For tools that start MikroORM without Nest (the migration CLI, create-admin, test databases):
// importing the app's modules runs each one's entitiesOf(...), so the registry is complete.
import './app.module.js';

export { registeredEntities as allEntities } from './platform/database/entity-registry.js';

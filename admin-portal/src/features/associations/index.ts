// What the other features of the admin portal use of associations: the managed association's id.
export { ManagedAssociationRoute, useAssociationId } from './components/managed-association-route';

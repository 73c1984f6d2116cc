// What other modules may use of associations: who administers one, whether one exists, creating one.
export { assertAssociationAdmin, associationAdminsOnly, isAssociationAdmin } from './association-access';
export { associationExists, insertAssociation, insertAssociationAdmin } from './associations.repository';
export { associationNotFound } from './associations.service';

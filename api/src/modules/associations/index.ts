// What other modules may use of associations: who administers one, whether one exists, creating one; the
// public reads the app shares between the JSON routes and the site's pages.
export {
  assertAssociationAdmin,
  associationAdminsOnly,
  associationNotFound,
  isAssociationAdmin,
} from './association-access';
export { associationExists, insertAssociation, insertAssociationAdmin } from './associations.repository';
export { publicAssociations } from './public-associations';
export type { PublicAssociations } from './public-associations';

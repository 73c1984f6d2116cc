// The member import page (the association's Members page links to it).
export { MemberImportPage } from './components/member-import-page';

// A subpath of its own, not in the package's main entry: FormDialog brings Chakra's dialog part (its zag machine,
// focus trap and scroll lock), which the main entry, loaded with every public page's first use, must not pull in
// (it did: +26 KB gzip on `/`). The portals that show a form in a dialog bundle this small module themselves.
export { FormDialog, type FormDialogProps } from './form-dialog';

// A native form's answers that come from the web server itself, not from the API.
export const nativeFormsEn = {
  'form.refused': 'This form was sent from another site: open the page on this site and send it again.',
};

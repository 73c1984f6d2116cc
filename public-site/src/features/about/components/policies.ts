/** The footer links to these anchors of the about page (help, privacy, terms, refunds, FAQ); texts: catalog ids. */
export const POLICIES = [
  { id: 'help-center', title: 'about.help.title', paragraphs: ['about.help.p1', 'about.help.p2'] },
  { id: 'privacy-policy', title: 'about.privacy.title', paragraphs: ['about.privacy.p1', 'about.privacy.p2'] },
  { id: 'terms', title: 'about.terms.title', paragraphs: ['about.terms.p1'] },
  { id: 'refund-policy', title: 'about.refund.title', paragraphs: ['about.refund.p1'] },
  { id: 'faq', title: 'about.faq.title', paragraphs: ['about.faq.p1', 'about.faq.p2'] },
] as const;

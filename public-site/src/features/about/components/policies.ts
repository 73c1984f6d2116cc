/** The footer links to these anchors of the about page (help, privacy, terms, refunds, FAQ). */
export const POLICIES = [
  {
    id: 'help-center',
    title: 'Help Center',
    paragraphs: [
      'Use the chat button at the bottom of the page or write to support@alumniconnect.example. We answer within one working day.',
      'Questions about a membership fee or an approval go to the association itself: its contact details are on its page.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    paragraphs: [
      'Your profile is shown to others only as far as you choose: e-mail and phone stay hidden unless you switch them on.',
      'We never sell personal data. Payment details are handled by the payment provider and never stored by us.',
    ],
  },
  {
    id: 'terms',
    title: 'Terms & Conditions',
    paragraphs: [
      'Associations are responsible for the memberships they offer and the fees they set. Members agree to keep their information accurate.',
    ],
  },
  {
    id: 'refund-policy',
    title: 'Refund Policy',
    paragraphs: [
      'Membership fees are collected on behalf of each association; refunds follow the association’s own rules.',
    ],
  },
  {
    id: 'faq',
    title: "FAQ's",
    paragraphs: [
      'How do I join an association? Sign up, open the association and choose a membership type.',
      'Paid offline? Tick the offline option when you apply and the association admin approves it.',
    ],
  },
];

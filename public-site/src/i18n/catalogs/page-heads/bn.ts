import type { pageHeadsEn } from './en';

// Bangla for search results and link previews (Facebook, WhatsApp): short, natural, as a Bangladeshi reader says it.
export const pageHeadsBn: Record<keyof typeof pageHeadsEn, string> = {
  'description.login': 'আপনার সদস্যপদ, সনদ আর সংগঠনের খবর দেখতে Alumni Connect-এ লগইন করুন।',
  'description.signup': 'Alumni Connect-এ অ্যাকাউন্ট খুলুন আর আপনার অ্যালামনাই সংগঠনে যোগ দিন।',
  'description.about': 'Alumni Connect স্কুল, কলেজ ও বিশ্ববিদ্যালয়ের অ্যালামনাই সংগঠনগুলোকে অনলাইনে নিয়ে আসে।',
  'description.associations': 'আপনার স্কুল, কলেজ বা বিশ্ববিদ্যালয়ের অ্যালামনাই সংগঠন খুঁজে নিন আর সদস্য হোন।',
  'description.events': 'Alumni Connect-এর অ্যালামনাই সংগঠনগুলোর আসন্ন পুনর্মিলনী, আলোচনা ও আড্ডা।',
  'description.site': 'Alumni Connect: আপনার অ্যালামনাই সংগঠন খুঁজে নিন, সদস্য হোন।',
  'association.of': '{title}: {name}',
  'profile.on': '{site}-এ {name}।',
  'certificate.description': '{association}, {type} সদস্যপদ, ক্রমিক নং {serial}। {date} তারিখে {state}।',
  'certificate.invalid': 'এটি বৈধ কোনো সনদ নয়।',
  'event.online': 'অনলাইন',
};

import type { checkoutEn } from './en';

export const checkoutBn: Record<keyof typeof checkoutEn, string> = {
  'page.title': 'পরীক্ষামূলক পেমেন্ট: স্যান্ডবক্স চেকআউট',
  'banner.title': 'পরীক্ষামূলক পেমেন্ট — কোনো টাকা কাটা হবে না',
  'banner.text': 'এই সাইটে আসল পেমেন্ট সেবা নয়, নিজস্ব স্যান্ডবক্স চালু আছে।',
  heading: 'স্যান্ডবক্স পেমেন্ট',
  note: 'পেমেন্ট সেবা কোন ফলাফল জানাবে, তা বেছে নিন।',
  'field.association': 'সংগঠন',
  'field.membership': 'সদস্যপদ',
  'field.transaction': 'লেনদেন',
  'field.amount': 'পরিমাণ',
  'item.ticket': 'ইভেন্টের টিকিট: {title}',
  'button.pay': 'পরিশোধ করুন',
  'button.fail': 'ব্যর্থ করুন',
  'button.cancel': 'বাতিল করুন',
};

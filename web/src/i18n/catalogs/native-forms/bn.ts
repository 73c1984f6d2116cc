import type { nativeFormsEn } from './en';

export const nativeFormsBn: Record<keyof typeof nativeFormsEn, string> = {
  'form.refused': 'এই ফর্মটি অন্য একটি সাইট থেকে পাঠানো হয়েছে: এই সাইটেই পাতাটি খুলে আবার পাঠান।',
};

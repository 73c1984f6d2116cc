// A member's stored education and job, as the API answers them, for the profile's tests.
export const education = {
  id: 11,
  institution: 'Ideal School',
  degree: 'SSC',
  field_of_study: 'Science',
  start_date: '2004-01-01',
  end_date: '2008-03-01',
  current: false,
  description: 'Science group',
};

export const job = {
  id: 21,
  company: 'Acme',
  title: 'Engineer',
  location: 'Dhaka',
  start_date: '2019-01-01',
  end_date: '2021-06-30',
  current: false,
  description: 'Builds things',
};

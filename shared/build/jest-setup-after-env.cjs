// jest-dom matchers on the `expect` of @jest/globals (tests import their globals explicitly).
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom/jest-globals');
  // findBy*/waitFor wait for a condition; their default of 1 s is a timer that fails on a busy machine.
  require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
}

// jest-dom matchers on the `expect` of @jest/globals (tests import their globals explicitly).
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom/jest-globals');
}

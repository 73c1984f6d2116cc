// The demo data set (SEED_DEMO=1): one story across users, associations, memberships and payments, built
// from those modules' public parts. Start-up runs it on an empty database.
export { existingDemoLogins, isDatabaseEmpty, seedDemo, type DemoLogin } from './seed';

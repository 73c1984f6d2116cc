// What the other features of the admin portal use of the dashboard: its query key (an approved payment
// moves its figures).
export { dashboardKeys } from './api/get-dashboard';

import { apiPath } from './api-path';

/** Called by the payment gateway and the browser it sends back, never by the portals' API client. */
export const paymentPaths = {
  sandboxCheckout: apiPath('/payments/sandbox/checkout/:transaction_id'),
  sandboxComplete: apiPath('/payments/sandbox/checkout/:transaction_id/complete'),
  sslCommerzResult: apiPath('/payments/sslcommerz/:result/:transaction_id'),
  sslCommerzIpn: apiPath('/payments/sslcommerz/ipn'),
};

export { guaranteePolicy } from './guarantee';
export { privacyPolicy } from './privacy';
export { returnsPolicy } from './returns';
export { shippingPolicy } from './shipping';
export { termsOfService } from './terms';
export type { Policy } from './types';

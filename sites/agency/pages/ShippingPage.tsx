import { shippingPolicy } from '../content/policies/shipping';
import { PolicyPage } from './PolicyPage';

export function ShippingPage() {
  return <PolicyPage policy={shippingPolicy} />;
}

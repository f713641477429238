import { guaranteePolicy } from '../content/policies/guarantee';
import { PolicyPage } from './PolicyPage';

export function GuaranteePage() {
  return <PolicyPage policy={guaranteePolicy} />;
}

import { returnsPolicy } from '../content/policies/returns';
import { PolicyPage } from './PolicyPage';

export function ReturnsPage() {
  return <PolicyPage policy={returnsPolicy} />;
}

import { termsOfService } from '../content/policies/terms';
import { PolicyPage } from './PolicyPage';

export function TermsPage() {
  return <PolicyPage policy={termsOfService} />;
}

import { privacyPolicy } from '../content/policies/privacy';
import { PolicyPage } from './PolicyPage';

export function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}

export type { PolicyDocumentProps, PolicySection } from './PolicyDocument';
export { PolicyDocument } from './PolicyDocument';

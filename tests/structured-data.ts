/**
 * Reading and checking a page's structured data in tests: every `application/ld+json` block
 * parsed, then checked by Adobe's structured-data validator (Google's rich-result requirements
 * for the types it knows: Product, Offer, BreadcrumbList, ListItem, Organization, …) and, for
 * the types it does not know, against Google's documented required properties here (ItemList,
 * FAQPage, WebSite with its search action).
 */
import Validator from '@adobe/structured-data-validator';

export type StructuredData = Record<string, unknown>;

const blockPattern = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** Every structured-data object of an HTML document (a block holding a list gives each item). */
export function structuredDataOf(html: string): StructuredData[] {
  return [...html.matchAll(blockPattern)].flatMap(([, text = '']) => {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as StructuredData[];
  });
}

const isObject = (value: unknown): value is StructuredData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isAbsoluteUrl = (value: unknown) => isText(value) && /^https:\/\/[^/]+\//.test(value);

function itemListProblems(data: StructuredData): string[] {
  const elements = data.itemListElement;
  if (!Array.isArray(elements) || elements.length === 0) return ['ItemList: no itemListElement'];
  return elements.flatMap((element, index) => {
    if (!isObject(element) || element['@type'] !== 'ListItem')
      return [`item ${index}: no ListItem`];
    const problems: string[] = [];
    if (element.position !== index + 1)
      problems.push(`item ${index}: position ${element.position}`);
    // The summary-page form: each item is the address of its own page.
    if (!isAbsoluteUrl(element.url)) problems.push(`item ${index}: url ${element.url}`);
    return problems;
  });
}

function faqPageProblems(data: StructuredData): string[] {
  const questions = data.mainEntity;
  if (!Array.isArray(questions) || questions.length === 0) return ['FAQPage: no mainEntity'];
  return questions.flatMap((question, index) => {
    if (!isObject(question) || question['@type'] !== 'Question' || !isText(question.name)) {
      return [`question ${index}: no Question with a name`];
    }
    const answer = question.acceptedAnswer;
    return isObject(answer) && answer['@type'] === 'Answer' && isText(answer.text)
      ? []
      : [`question ${index}: no acceptedAnswer with text`];
  });
}

function webSiteProblems(data: StructuredData): string[] {
  const problems: string[] = [];
  if (!isText(data.name)) problems.push('WebSite: no name');
  if (!isAbsoluteUrl(data.url)) problems.push('WebSite: no url');
  const action = data.potentialAction;
  if (action === undefined) return problems;
  if (!isObject(action) || action['@type'] !== 'SearchAction') {
    return [...problems, 'WebSite: potentialAction is no SearchAction'];
  }
  const target = isObject(action.target) ? action.target.urlTemplate : action.target;
  if (!isAbsoluteUrl(target) || !String(target).includes('{search_term_string}')) {
    problems.push(`SearchAction: target ${JSON.stringify(target)}`);
  }
  if (action['query-input'] !== 'required name=search_term_string') {
    problems.push(`SearchAction: query-input ${JSON.stringify(action['query-input'])}`);
  }
  return problems;
}

const ownChecks: Readonly<Record<string, (data: StructuredData) => string[]>> = {
  ItemList: itemListProblems,
  FAQPage: faqPageProblems,
  WebSite: webSiteProblems,
};

/**
 * The problems of one structured-data object: the validator's errors (its warnings name
 * recommended properties only) and the checks above. Empty when it is valid.
 */
export async function structuredDataProblems(data: unknown): Promise<string[]> {
  if (!isObject(data)) return ['not an object'];
  if (data['@context'] !== 'https://schema.org') return [`@context ${String(data['@context'])}`];
  const type = data['@type'];
  if (!isText(type)) return ['no @type'];
  const issues = await new Validator().validate({ jsonld: { [type]: [structuredClone(data)] } });
  return [
    ...issues
      .filter((issue) => issue.severity === 'ERROR')
      .map((issue) => `${type}: ${issue.issueMessage}`),
    ...(ownChecks[type]?.(data) ?? []),
  ];
}

/**
 * A native form post (no script ran) that its form's checks refused, answered on the page it
 * came from: the form page rendered again at request time with the build's render bundle, its
 * fields filled in with what was sent, one message under each refused field (the API's, which
 * are the form's own words) and a summary above them that takes the focus; `400`, `no-store`.
 * Any form of `@zcomm/site-data/forms` posted to its `action` on its own site's host is
 * answered so; without its page or the render bundle, the API's short page answers instead.
 */
import { type FormName, formNames, forms } from '@zcomm/site-data/forms';
import { scriptJson } from '@zcomm/site-data/product';
import { REFUSED_POST_ELEMENT_ID, type RefusedPost } from '@zcomm/storefront-ui/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readPostedOf } from '../leads/posted.ts';
import { normalisedFields } from '../leads/validation.ts';
import type { PageAnswers } from './answers.ts';
import { htmlPage, type PageRenderer, rendererLoader } from './render.ts';
import type { SiteBuild } from './site-build.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a refused native form post with its form page, the values sent and each field's
     * message; false when it cannot (another route, no page, no render bundle).
     */
    answerRefusedForm?: RefusedFormAnswer;
  }
}

export type RefusedFormAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Readonly<Record<string, string>>,
) => Promise<boolean>;

const ROOT_START = '<div id="root">';
const ROOT_END = '</div>';

/** The form a request posts, by its `action` and its site. */
function postedForm(request: FastifyRequest): FormName | undefined {
  const path = request.url.split('?', 1)[0];
  return formNames.find((name) => forms[name].action === path && forms[name].site === request.site);
}

/** The refused post as the form page shows it: the values sent, each field's message, in order. */
export function refusedPost(
  form: FormName,
  posted: Readonly<Record<string, readonly string[]>>,
  fields: Readonly<Record<string, string>>,
): RefusedPost | undefined {
  const contract = forms[form].fields;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(normalisedFields(contract, posted))) {
    const first = Array.isArray(value) ? value[0] : value;
    if (Object.hasOwn(contract, name) && typeof first === 'string') values[name] = first;
  }
  // The fields posted besides the contract's (a bulk order's lines): every value, a line each.
  const others = Object.entries(forms[form].otherFields ?? {});
  for (const [name] of others) {
    const sent = Object.hasOwn(posted, name) ? posted[name] : undefined;
    if (sent && sent.length > 0) values[name] = sent.join('\n');
  }
  const errors: Record<string, string> = {};
  const labels: Record<string, string> = {};
  // The order's own fields come first on its page, then the contract's.
  const named = [
    ...others,
    ...Object.entries(contract).map(([name, field]) => [name, field.label]),
  ];
  for (const [name = '', label = ''] of named) {
    const message = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (message === undefined) continue;
    errors[name] = message;
    labels[name] = label;
  }
  if (Object.keys(errors).length === 0) return undefined;
  return { action: forms[form].action, values, errors, labels };
}

/** The page's document with the app root's markup replaced, and the refused post beside it. */
function withRoot(document: string, html: string, refused: RefusedPost): string | undefined {
  const start = document.indexOf(ROOT_START);
  const bodyEnd = document.lastIndexOf('</body>');
  const end = document.lastIndexOf(ROOT_END, bodyEnd);
  if (start === -1 || bodyEnd === -1 || end < start) return undefined;
  const data = `<script type="application/json" id="${REFUSED_POST_ELEMENT_ID}">${scriptJson(refused)}</script>`;
  return [
    document.slice(0, start + ROOT_START.length),
    html,
    document.slice(end, bodyEnd),
    data,
    document.slice(bodyEnd),
  ].join('');
}

export function refusedFormAnswer(
  build: SiteBuild,
  answers: PageAnswers,
  renderer?: (() => Promise<PageRenderer>) | undefined,
): RefusedFormAnswer {
  const render = renderer ?? (build.renderer ? rendererLoader(build.renderer) : undefined);
  return async (request, reply, fields) => {
    const form = postedForm(request);
    const posted = readPostedOf(request);
    if (!form || !posted || !render || !request.site) return false;
    const route = new URL(forms[form].sentLocation, 'http://form.invalid').pathname;
    const page = build.sites.get(request.site)?.routes.get(route);
    const refused = refusedPost(form, posted, fields);
    if (!page || !refused) return false;
    try {
      const { html } = await (await render()).renderPage(request.site, route, undefined, refused);
      const text = withRoot(page.body.toString('utf8'), html, refused);
      if (text === undefined) return false;
      // The visitor's own words: kept by no cache, indexed by nobody.
      answers.sendPage(request, reply, await htmlPage(text), 400, true);
      return true;
    } catch (error) {
      request.log.error({ err: error, form }, 'The refused form page could not be rendered');
      return false;
    }
  };
}

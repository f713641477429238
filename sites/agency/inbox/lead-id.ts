/**
 * The open lead's id from the address (`id`, the parameter the notification e-mail links to);
 * empty when none or malformed. A module of its own, so the sign-in page can read it without
 * the inbox's code.
 */
const idPattern = /^[0-9a-f-]{36}$/;

export function readOpenId(params: URLSearchParams): string {
  const id = params.get('id') ?? '';
  return idPattern.test(id) ? id : '';
}

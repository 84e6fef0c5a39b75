/** Client-side mirrors of the server's registration rules, so a form fails before the round trip. */
export const EMAIL_RE =
  /^[^\s@"<>()[\],;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const PK_MOBILE_RE = /^(?:\+92|0092|92|0)3\d{9}$/;
const PK_LANDLINE_RE = /^(?:\+92|0092|0)[1-9]\d{1,3}\d{5,8}$/;
export const NTN_RE = /^\d{7}-\d$/;
export const ZIP_RE = /^\d{5}$/;

/** 03001234567, +923001234567, or a landline with area code such as 042 35761234. */
export function isPakistaniPhone(phone: string): boolean {
  const p = phone.replace(/[\s-]/g, '');
  if (PK_MOBILE_RE.test(p)) return true;
  const national = p.replace(/^\+92|^0092|^0/, '');
  return PK_LANDLINE_RE.test(p) && national.length >= 9 && national.length <= 10;
}

export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** A link drawn as a button in a mail (inline styles: mail clients drop style sheets). */
export const MAIL_BUTTON = {
  display: 'inline-block',
  background: '#047857',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: 6,
  textDecoration: 'none',
  fontWeight: 'bold',
} as const;

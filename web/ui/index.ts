import './NoticeHost.tsx';

export { confirmAction, showError, showSuccess, showWarning } from './notices.ts';

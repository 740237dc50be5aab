import { installNoticeHost } from './NoticeHost.tsx';

installNoticeHost();

export { confirmAction, showError, showSuccess, showWarning } from './notices.ts';

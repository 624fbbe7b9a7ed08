/** A message shown once at the top of the page (a saved session or a link that could not be opened), with its reason. */
import { dismissNotice, type Notice, useExplainer } from '../store';
import { type Translate, useT } from './i18n';

export function NoticeBar() {
  const t = useT();
  const notice = useExplainer((s) => s.notice);
  if (!notice) return null;
  return (
    <div className="notice" role="status">
      {noticeText(notice, t)}{' '}
      <button type="button" onClick={dismissNotice}>
        {t('Dismiss')}
      </button>
    </div>
  );
}

function noticeText(notice: Notice, t: Translate): string {
  switch (notice.kind) {
    case 'saved-corrupt':
      return t('Your saved session could not be read, so the default scenario is shown.');
    case 'link-stop-missing':
      return t('The link names a tour stop that does not exist; the rest of the link was opened.');
    case 'link-invalid': {
      const why = {
        foreign: t('it is not a link to this explainer'),
        'too-long': t('it is too long'),
        damaged: t('it is damaged (it may have been cut short)'),
        version: t('it was made by another version of this explainer'),
        incomplete: t('it is missing parts of the view'),
      }[notice.reason];
      return t('This link could not be opened: {why}. Your last scenario is shown instead.', { why });
    }
  }
}

import type { AuditEntryView } from '@camppass/client';
import {
  ADMIN_CHANGE_AFTER,
  ADMIN_CHANGE_BEFORE,
  ADMIN_CHANGE_FIELD,
  AUDIT_LOG_WORDS,
  adminChangesCaption,
  adminMoreChanges,
} from '@camppass/domain';
import { auditChanges, auditEntrySentence } from './audit-changes';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One audit entry: what happened as a sentence, when, and the fields it changed with their values
 * before and after behind a disclosure.
 */
export function AuditEntryItem({ entry }: { readonly entry: AuditEntryView }) {
  const { changes, hidden } = auditChanges(entry.before, entry.after);
  const sentence = auditEntrySentence(entry);
  return (
    <li className="admin-activity">
      <div className="admin-activity__line">
        <strong>{sentence}</strong>
        <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
      </div>
      {changes.length > 0 && (
        <details className="admin-activity__changes">
          <summary>{AUDIT_LOG_WORDS.details}</summary>
          <div className="admin-scroll">
            <table className="admin-diff">
              <caption className="cp-visually-hidden">{adminChangesCaption(sentence)}</caption>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_CHANGE_FIELD}</th>
                  <th scope="col">{ADMIN_CHANGE_BEFORE}</th>
                  <th scope="col">{ADMIN_CHANGE_AFTER}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td>
                      <del>{change.before}</del>
                    </td>
                    <td>
                      <ins>{change.after}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {hidden > 0 && <p>{adminMoreChanges(hidden)}</p>}
        </details>
      )}
    </li>
  );
}

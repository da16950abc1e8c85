import { type FormEvent, useState } from "react";
import type { AdminUser } from "../../../../api/contract/admin.ts";
import { copy } from "../../copy.ts";
import { useAdminStore } from "./admin-store.ts";
import { Pager } from "./pager.tsx";

const text = copy.admin.users;

/** An e-mail that may break after its @ in a narrow column, and nowhere else. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function ModeratorToggle({ user, busy }: { user: AdminUser; busy: boolean }) {
  const toggle = useAdminStore((state) => state.toggleModerator);
  const removing = user.role === "moderator";
  const onClick = () => {
    const prompt = removing ? copy.admin.moderator.confirmRemove : copy.admin.moderator.confirmMake;
    if (globalThis.confirm(prompt)) void toggle(user);
  };
  return (
    <button
      type="button"
      className={removing ? "button button-small button-primary" : "button button-small button-secondary"}
      aria-pressed={removing}
      disabled={busy}
      onClick={onClick}
    >
      {removing ? text.removeModerator : text.makeModerator}
    </button>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const busy = useAdminStore((state) => state.busy.includes(user.id));
  const selected = useAdminStore((state) => state.history?.user.id === user.id);
  const showHistory = useAdminStore((state) => state.showHistory);
  const setBlocked = useAdminStore((state) => state.setBlocked);
  const protectedAccount = user.role === "superadmin";
  const columns = text.columns;
  return (
    <tr aria-label={user.name} aria-current={selected || undefined}>
      <th scope="row" data-label={columns.name}>{user.name}</th>
      <td className="admin-email" data-label={columns.email}>
        <EmailAddress email={user.email} />
      </td>
      <td data-label={columns.role}>{text.roles[user.role]}</td>
      <td className="admin-number" data-label={columns.apiCalls}>{user.apiCalls}</td>
      <td data-label={columns.status}>
        <span className={user.blocked ? "status-pill status-pill-suspended" : "status-pill status-pill-active"}>
          {user.blocked ? text.suspended : text.active}
        </span>
      </td>
      <td data-label={columns.actions}>
        <button type="button" className="button button-small button-secondary" onClick={() => void showHistory(user)}>
          {text.viewHistory}
        </button>
      </td>
      <td data-label={columns.moderator}>
        {protectedAccount
          ? <span aria-hidden="true">{text.notOffered}</span>
          : <ModeratorToggle user={user} busy={busy} />}
      </td>
      <td data-label={columns.suspend}>
        {protectedAccount ? <span aria-hidden="true">{text.notOffered}</span> : (
          <button
            type="button"
            className={user.blocked ? "button button-small button-primary" : "button button-small button-danger"}
            disabled={busy}
            onClick={() => void setBlocked(user, !user.blocked)}
          >
            {user.blocked ? text.activate : text.suspend}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The spec's User Management table, with a search and previous/next paging for when there are thousands. */
export function UsersTable() {
  const users = useAdminStore((state) => state.users);
  const loadUsers = useAdminStore((state) => state.loadUsers);
  const [search, setSearch] = useState(users.q);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void loadUsers(1, search.trim());
  };

  return (
    <section className="panel admin-section" aria-labelledby="admin-users-title">
      <div className="admin-section-head">
        <h2 id="admin-users-title">{text.title}</h2>
        <form className="admin-search" role="search" onSubmit={onSearch}>
          <input
            type="search"
            aria-label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button button-secondary button-small">{text.search}</button>
        </form>
      </div>
      <div className="admin-table-scroll" tabIndex={0} aria-labelledby="admin-users-title">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{text.columns.name}</th>
              <th scope="col">{text.columns.email}</th>
              <th scope="col">{text.columns.role}</th>
              <th scope="col">{text.columns.apiCalls}</th>
              <th scope="col">{text.columns.status}</th>
              <th scope="col">{text.columns.actions}</th>
              <th scope="col">{text.columns.moderator}</th>
              <th scope="col">{text.columns.suspend}</th>
            </tr>
          </thead>
          <tbody>
            {users.list.map((user) => <UserRow key={user.id} user={user} />)}
          </tbody>
        </table>
        {users.list.length === 0 && <p className="admin-empty">{text.empty}</p>}
      </div>
      <Pager
        label={text.title}
        page={users.page}
        totalPages={users.totalPages}
        onPage={(page) => void loadUsers(page, users.q)}
        text={text}
      >
        <span className="admin-pager-count">{text.count(users.matching)}</span>
      </Pager>
    </section>
  );
}

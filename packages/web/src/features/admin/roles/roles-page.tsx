import {
  directoryEndpoints,
  type PersonRow,
  type RoleRow,
} from '@campus/contract/routes/api/admin/directory';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery, http } from '../../../api/http';
import { confirm, showToast } from '../../../components/feedback';
import { deskScreen } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { DeskTable } from '../desk/desk-table';
import { Pager } from '../desk/pager';
import { noRows, QueryBlock } from '../desk/query-block';
import { StaffPicker } from '../desk/staff-picker';
import { useAdminTexts } from '../desk/texts';

const PAGE_SIZE = 20;

/**
 * Roles and reviewers (/admin/roles): the school's roles with how many hold each; a role's
 * holders a page at a time, granted to a member of staff or removed (each logged on the person).
 */
export const RolesPage = deskScreen(Roles);

function Roles() {
  const t = useAdminTexts();
  const query = useQuery(endpointQuery(directoryEndpoints.roles));
  const [chosen, setChosen] = useState<RoleRow | null>(null);
  return (
    <>
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(roles) => (
          <DeskTable columns="1fr 160px 80px" headers={[t.roles, t.code, t.members]}>
            {roles.map((role) => (
              <div className={styles.row} role="row" key={role.id}>
                <span role="cell">
                  <button
                    type="button"
                    className={styles.link}
                    aria-pressed={chosen?.id === role.id}
                    onClick={() => setChosen(chosen?.id === role.id ? null : role)}
                  >
                    {role.name}
                  </button>
                </span>
                <span role="cell" className={styles.muted}>
                  {role.code}
                </span>
                <span role="cell" data-label={t.members}>
                  {role.members}
                </span>
              </div>
            ))}
          </DeskTable>
        )}
      </QueryBlock>
      {chosen && <Holders role={chosen} />}
    </>
  );
}

function Holders({ role }: { role: RoleRow }) {
  const t = useAdminTexts();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    ...endpointQuery(directoryEndpoints.roleMembers, {
      query: { roleId: role.id, pageNo, limit: PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  const change = async (endpoint: typeof directoryEndpoints.roleGrant, userId: string) => {
    try {
      await call(endpoint, { body: { roleId: role.id, userId } }, { loading: true });
      void showToast({ icon: 'success', content: t.saved });
      await invalidateEndpoints(client, [
        directoryEndpoints.roles,
        directoryEndpoints.roleMembers,
        directoryEndpoints.person,
      ]);
    } catch (error) {
      http.report(error);
    }
  };
  const revoke = async (userId: string, name: string) => {
    if (await confirm({ content: t.revokeConfirm(name, role.name) }))
      await change(directoryEndpoints.roleRevoke, userId);
  };
  return (
    <section className={styles.card}>
      <h2>{role.name}</h2>
      {role.code !== 'student' && (
        <StaffPicker
          hint={t.grantHint}
          onPick={(p: PersonRow) => void change(directoryEndpoints.roleGrant, p.userId)}
        />
      )}
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(members) => (
          <>
            <DeskTable columns="1fr 140px 1fr 80px" headers={[t.name, t.number, t.unit, '']}>
              {members.dataResult.map((m) => (
                <div className={styles.row} role="row" key={m.userId}>
                  <span role="cell">{m.name}</span>
                  <span role="cell" className={styles.muted}>
                    {m.number}
                  </span>
                  <span role="cell">{m.orgName}</span>
                  <span role="cell">
                    <Button
                      size="mini"
                      fill="none"
                      color="danger"
                      onClick={() => void revoke(m.userId, m.name)}
                    >
                      {t.revoke}
                    </Button>
                  </span>
                </div>
              ))}
            </DeskTable>
            <Pager page={pageNo} total={members.pageResult.totalCount} size={PAGE_SIZE} onPage={setPageNo} />
          </>
        )}
      </QueryBlock>
    </section>
  );
}
